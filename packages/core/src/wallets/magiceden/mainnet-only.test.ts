import { describe, expect, it } from 'vitest';
import { family } from '.';

/** An app on another network tells such a wallet it works on mainnet only, never to switch. */
describe('Magic Eden speaks mainnet only', () => {
  it('its preset is mainnet-only, so the connection store says so by name', () => {
    expect(family.capabilities.mainnetOnly).toBe(true);
  });
});
