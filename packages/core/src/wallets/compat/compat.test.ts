import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { listingPsbt } from '../../../../../test/compat/psbts';
import { networkParams } from '../../primitives/networks';
import { WALLET_FAMILIES } from '../registry/families';
import { COMPAT_WALLETS, compatFacts, leafKeys, loadCompat } from './index';

const { WALLET_RULES, evaluateAllWallets } = await loadCompat();

const listing = listingPsbt('mainnet');

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

/** Each wallet's verdicts on these requests are tested beside its rules: `wallets/<id>/signing-rules.test.ts`. */
describe('a script-path input whose leaf holds only a hash of the key (sats-connect#255)', () => {
  it('a leaf that pushes an x-only key is one Xverse signs', () => {
    const key = new Uint8Array(32).fill(2);
    expect(
      leafKeys([{ controlBlock: new Uint8Array(33), script: btc.Script.encode([key, 'CHECKSIG']) }]),
    ).toBe('x-only-key');
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
