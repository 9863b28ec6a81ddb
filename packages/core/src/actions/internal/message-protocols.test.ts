import { describe, expect, it } from 'vitest';
import type { AddressType, MessageProtocol } from '../../wallets/kit/types';
import { WALLET_FAMILIES } from '../../wallets/registry/families';
import { messageProtocolFor, messageProtocolsFor } from './message-protocols';

type Row = Record<'p2wpkh' | 'p2sh' | 'p2tr', { offered: MessageProtocol[]; preselected: MessageProtocol }>;
const both = (preselected: MessageProtocol) => ({
  offered: ['ecdsa', 'bip322'] as MessageProtocol[],
  preselected,
});
const only = (protocol: MessageProtocol) => ({ offered: [protocol], preselected: protocol });
/** Wallets that take a protocol: BIP-322 for native segwit and taproot, ECDSA for nested segwit. */
const choosing: Row = { p2wpkh: both('bip322'), p2sh: both('ecdsa'), p2tr: both('bip322') };
const bip322Only: Row = { p2wpkh: only('bip322'), p2sh: only('bip322'), p2tr: only('bip322') };

/**
 * What the sign-message form offers and preselects for each family and address type,
 * from each wallet's documentation: Leather, Phantom and MetaMask sign BIP-322 only; Orange takes
 * no protocol and signs ECDSA with payment addresses, BIP-322 with taproot. Every other wallet
 * takes the protocol the app names.
 */
const EXCEPTIONS: Record<string, Row> = {
  leather: bip322Only,
  phantom: bip322Only,
  orange: { p2wpkh: only('ecdsa'), p2sh: only('ecdsa'), p2tr: only('bip322') },
  metamask: bip322Only,
};
const expectedFor = (id: string): Row => EXCEPTIONS[id] ?? choosing;

describe('message protocols per wallet and address', () => {
  it('names only families of the table as exceptions', () => {
    const ids: string[] = WALLET_FAMILIES.map((f) => f.id);
    for (const id of Object.keys(EXCEPTIONS)) expect(ids).toContain(id);
  });

  for (const family of WALLET_FAMILIES) {
    for (const addressType of ['p2wpkh', 'p2sh', 'p2tr'] as const satisfies readonly AddressType[]) {
      it(`${family.id}, ${addressType}: offers what the wallet signs and preselects one of them`, () => {
        const expected = expectedFor(family.id)[addressType];
        const offered = messageProtocolsFor({ addressType }, family);
        const preselected = messageProtocolFor({ addressType }, family);
        expect([...offered].sort()).toEqual([...expected.offered].sort());
        expect(preselected).toBe(expected.preselected);
        expect(offered).toContain(preselected);
      });
    }
  }
});
