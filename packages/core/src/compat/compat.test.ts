import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { listingPsbt, scriptPathPsbt, twoAddressPsbt } from '../../../../test/compat/psbts';
import { WALLET_FAMILIES } from '../connectors/families';
import { networkParams } from '../networks';
import {
  COMPAT_WALLETS,
  type CompatRequest,
  compatFacts,
  evaluateAllWallets,
  evaluateWallet,
  leafKeys,
  WALLET_RULES,
  type WalletVerdict,
} from './index';

const verdictOf = (request: CompatRequest) => {
  const verdicts = evaluateAllWallets(compatFacts(request));
  return (wallet: string) => verdicts.find((v) => v.wallet === wallet) as WalletVerdict;
};

const listing = listingPsbt('mainnet');
const listingRequest = (sighash?: number): CompatRequest => ({
  psbtBase64: listing.psbtBase64,
  inputs: [
    { index: 0, address: listing.seller.ordinals.address, ...(sighash === undefined ? {} : { sighash }) },
  ],
  network: 'mainnet',
});

describe('the rule table', () => {
  it('has a row for every wallet, every rule with its sources and plain words', () => {
    expect(Object.keys(WALLET_RULES).sort()).toEqual([...COMPAT_WALLETS].sort());
    for (const rules of Object.values(WALLET_RULES)) {
      for (const rule of [rules.format, rules.finalize, rules.sighash, rules.scriptPath, rules.addresses]) {
        expect(rule.sources.length, rules.name).toBeGreaterThan(0);
        expect(rule.plain, rules.name).not.toBe('');
      }
      // A URL, or for the Dev Wallet's own rows the file of this repository that signs.
      expect(rules.networks.refusal.source).toMatch(/^(https:\/\/|packages\/devwallet\/)/);
    }
  });

  it('agrees with the connector table on networks and batches', () => {
    for (const family of WALLET_FAMILIES) {
      const rules = WALLET_RULES[family.id as keyof typeof WALLET_RULES];
      expect(rules, family.id).toBeDefined();
      expect([...rules.networks.networks].sort(), family.id).toEqual(
        [...family.capabilities.networks].sort(),
      );
      expect(rules.batch.prompts === 'one', family.id).toBe(family.capabilities.batchSignPsbt);
    }
  });
});

describe('a listing: input 0 asks for SIGHASH_SINGLE|ANYONECANPAY (0x83)', () => {
  it('Xverse and OKX sign it as the PSBT says; Unisat, Magic Eden and Leather refuse it unasked', () => {
    const of = verdictOf(listingRequest());
    expect(of('xverse')).toMatchObject({ signs: 'yes', signedInputs: [0], finalized: false });
    expect(of('xverse').inputs[0]?.sighash).toBe(0x83);
    expect(of('okx')).toMatchObject({ signs: 'yes', finalized: true, format: { encoding: 'hex' } });
    expect(of('unisat').signs).toBe('no');
    expect(of('unisat').refusal).toMatchObject({
      words:
        'Sighash type is not allowed. Retry the sign method passing the sighashTypes array of whitelisted types. Sighash type: SIGHASH_ANYONECANPAY | SIGHASH_SINGLE',
      quoted: true,
      source: 'https://github.com/unisat-wallet/dev-support/issues/33',
      reason: 'sighash',
    });
    expect(of('magiceden').refusal?.source).toBe('https://github.com/omnisat/lasereyes-mono/issues/290');
    expect(of('leather').refusal?.source).toBe('https://github.com/leather-io/mono/pull/2667');
  });

  it('named in the request, 0x83 is signed by the wallets that keep an allow-list', () => {
    const of = verdictOf(listingRequest(0x83));
    for (const wallet of ['unisat', 'magiceden', 'leather']) expect(of(wallet).signs, wallet).toBe('yes');
    expect(of('unisat').finalized).toBe(true);
  });

  it('a request naming another sighash than the PSBT field is refused (BIP-174)', () => {
    const of = verdictOf(listingRequest(0x01));
    expect(of('unisat').signs).toBe('no');
    expect(of('phantom').refusal?.source).toContain('bip-0174');
  });

  it('MetaMask never signs it: it rebuilds the transaction from its own coins', () => {
    expect(verdictOf(listingRequest())('metamask')).toMatchObject({
      signs: 'no',
      refusal: { reason: 'rebuilds' },
    });
  });
});

describe('a script-path input whose leaf holds only a hash of the key (sats-connect#255)', () => {
  const spend = scriptPathPsbt('mainnet');
  const of = verdictOf({ psbtBase64: spend.psbtBase64, inputs: [{ index: 0, address: spend.address }] });

  it('Xverse refuses with @scure/btc-signer’s words; Unisat and OKX sign every leaf', () => {
    expect(of('xverse').refusal).toMatchObject({ words: 'No taproot scripts signed', quoted: true });
    expect(of('unisat').signs).toBe('yes');
    expect(of('okx').signs).toBe('yes');
  });

  it('Leather leaves it unsigned without a word; undocumented wallets are unknown, with the reason', () => {
    expect(of('leather')).toMatchObject({ signs: 'no', refusal: { skips: true, index: 0 } });
    expect(of('magiceden').signs).toBe('unknown');
    expect(of('magiceden').notes[0]).toMatch(
      /^Input 0: Magic Eden documents nothing about script-path inputs/,
    );
  });

  it('a leaf that pushes an x-only key is one Xverse signs', () => {
    const key = new Uint8Array(32).fill(2);
    expect(
      leafKeys([{ controlBlock: new Uint8Array(33), script: btc.Script.encode([key, 'CHECKSIG']) }]),
    ).toBe('x-only-key');
  });
});

describe('one request, two addresses', () => {
  const two = twoAddressPsbt('testnet');
  const request: CompatRequest = {
    psbtBase64: two.psbtBase64,
    inputs: [
      { index: 0, address: two.owner.ordinals.address },
      { index: 1, address: two.owner.payment.address },
    ],
    network: 'testnet',
  };

  it('single-address wallets refuse it; Xverse and Leather sign both inputs', () => {
    const of = verdictOf(request);
    expect(of('unisat').refusal).toMatchObject({
      words: 'invalid address in toSignInput',
      reason: 'addresses',
    });
    expect(of('okx').signs).toBe('no');
    expect(of('xverse').signedInputs).toEqual([0, 1]);
    expect(of('leather').signedInputs).toEqual([0, 1]);
  });

  it('wallets without the network refuse; a batch says how many prompts', () => {
    const facts = compatFacts({ ...request, network: 'regtest', batch: 3 });
    expect(evaluateWallet('magiceden', facts).refusal?.reason).toBe('network');
    expect(evaluateWallet('leather', facts).notes).toContain('Asks once per PSBT: 3 prompts.');
    expect(evaluateWallet('oyl', facts).notes).toContain('Signs the 3 PSBTs in one prompt (signPsbts).');
  });
});

describe('requests the PSBT cannot answer', () => {
  it('an input that does not exist is refused by every wallet', () => {
    const tx = new btc.Transaction();
    tx.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: listing.seller.payment.script, amount: 1000n },
    });
    tx.addOutputAddress(listing.seller.payment.address, 500n, networkParams('mainnet'));
    const facts = compatFacts({
      psbtBase64: base64.encode(tx.toPSBT()),
      inputs: [{ index: 4, address: 'x' }],
    });
    expect(evaluateAllWallets(facts).every((v) => v.signs === 'no' && v.sources.length > 0)).toBe(true);
  });
});
