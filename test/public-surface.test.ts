import { describe, expect, it } from 'vitest';
import * as core from '../src/core/index';
import * as react from '../src/react/index';

/**
 * The names README documents for app developers. A change here is a change of the public
 * surface: update the snapshot on purpose, and README with it.
 */
describe('public surface', () => {
  it('src/core/index.ts exports these names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot();
  });

  it('src/react/index.ts exports these names', () => {
    expect(Object.keys(react).sort()).toMatchSnapshot();
  });
});
