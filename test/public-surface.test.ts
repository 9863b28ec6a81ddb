import * as core from '@satchel/core';
import * as react from '@satchel/react';
import { describe, expect, it } from 'vitest';

/**
 * The names README documents for app developers. A change here is a change of the public
 * surface: update the snapshot on purpose, and README with it.
 */
describe('public surface', () => {
  it('@satchel/core exports these names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot();
  });

  it('@satchel/react exports these names', () => {
    expect(Object.keys(react).sort()).toMatchSnapshot();
  });
});
