import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { listingPsbt, scriptPathPsbt, twoAddressPsbt } from '../../../test/compat/psbts';
import { mixedPsbt } from '../../../test/devwallet/psbt-fixtures';
import { DEFAULT_MNEMONIC, resolveConfig } from './config';
import { psbtBytes } from './psbt-bytes';
import { decodePsbt, signPsbt } from './psbt-signing';
import { DevWallet } from './wallet';

/** The same bytes as @scure/btc-signer's toPSBT, for PSBTs unsigned, signed and finalized. */

const signer = new DevWallet(resolveConfig({ mnemonic: DEFAULT_MNEMONIC, network: 'regtest' })).signer(
  'regtest',
);
const corpus: [string, () => btc.Transaction][] = [
  ['mixed, unsigned', () => mixedPsbt()],
  ['mixed, with a sighash field', () => mixedPsbt(btc.SigHash.ALL_ANYONECANPAY)],
  ['a listing (taproot, 0x83)', () => decodePsbt(listingPsbt('regtest').psbtBase64)],
  ['a script-path input', () => decodePsbt(scriptPathPsbt('regtest', { withOwnInput: true }).psbtBase64)],
  ['two addresses', () => decodePsbt(twoAddressPsbt('regtest').psbtBase64)],
];

describe('psbtBytes', () => {
  for (const [name, make] of corpus) {
    it(`${name}: as it is, signed, and finalized`, () => {
      const tx = make();
      expect(psbtBytes(tx)).toEqual(tx.toPSBT());
      const owned = Array.from({ length: tx.inputsLength }, (_, index) => index).filter((index) => {
        try {
          signPsbt(tx.clone(), signer, { inputs: [{ index }], finalize: 'none' });
          return true;
        } catch {
          return false;
        }
      });
      expect(owned.length, name).toBeGreaterThan(0);
      const signed = signPsbt(tx, signer, { inputs: owned.map((index) => ({ index })), finalize: 'none' }).tx;
      expect(psbtBytes(signed)).toEqual(signed.toPSBT());
      const finalized = signed.clone();
      for (const index of owned) {
        try {
          finalized.finalizeIdx(index);
        } catch {
          // An input scure cannot finalize stays signed only.
        }
      }
      expect(psbtBytes(finalized)).toEqual(finalized.toPSBT());
    });
  }

  it('leaves a version 2 PSBT to scure, unchanged', () => {
    const tx = mixedPsbt();
    const v2 = btc.Transaction.fromPSBT(tx.toPSBT(2));
    expect(psbtBytes(v2)).toEqual(v2.toPSBT());
  });
});
