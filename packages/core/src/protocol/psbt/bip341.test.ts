import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { psbtFromUnsignedTx, sighashType, witnessUtxo } from '../../../../../test/fixtures/bip174/raw-psbt';
import vectors from '../../../../../test/fixtures/bip341/wallet-test-vectors.json';
import {
  addressToScript,
  defaultSighash,
  scriptKind,
  scriptToAddress,
  summarizePsbt,
  validatePsbt,
} from './index';

/**
 * BIP-341's wallet test vectors (test/fixtures/bip341, verbatim) against what the core derives
 * from taproot outputs: script ↔ address, the template, the default sighash, and how the inspector
 * reads the key-path spending transaction. Signing itself is the wallet's.
 */

describe('BIP-341 scriptPubKey vectors', () => {
  it.each(vectors.scriptPubKey.map((v, i) => [i, v] as const))('vector %i', (_i, vector) => {
    const script = hex.decode(vector.expected.scriptPubKey);
    expect(scriptKind(script)).toBe('p2tr');
    expect(scriptToAddress(script, 'mainnet')).toBe(vector.expected.bip350Address);
    expect(hex.encode(addressToScript(vector.expected.bip350Address) as Uint8Array)).toBe(
      vector.expected.scriptPubKey,
    );
    expect(defaultSighash({ witnessUtxo: { script } })).toBe(0x00);
  });
});

describe('BIP-341 key-path spending transaction, inspected as a PSBT', () => {
  const { given, inputSpending } = vectors.keyPathSpending[0] as (typeof vectors.keyPathSpending)[number];
  const unsignedTx = hex.decode(given.rawUnsignedTx);
  const spent = given.utxosSpent.map((u) => ({
    script: hex.decode(u.scriptPubKey),
    amount: BigInt(u.amountSats),
  }));
  const psbt = (withHashTypes: boolean) =>
    psbtFromUnsignedTx(
      unsignedTx,
      spent.map((utxo, index) => {
        const hashType = inputSpending.find((s) => s.given.txinIndex === index)?.given.hashType;
        return [
          witnessUtxo(utxo.script, utxo.amount),
          ...(withHashTypes && hashType !== undefined ? [sighashType(hashType)] : []),
        ];
      }),
      [[], []],
    );

  it('names every input and applies the default sighash rule', () => {
    const summary = summarizePsbt(psbt(false), { network: 'mainnet' });
    expect(summary.inputs.map((i) => i.type)).toEqual(spent.map((u) => scriptKind(u.script)));
    expect(summary.inputs.map((i) => i.sighash)).toEqual(
      spent.map((u) => (scriptKind(u.script) === 'p2tr' ? 0x00 : 0x01)),
    );
    expect(summary.inputs.map((i) => i.value)).toEqual(spent.map((u) => u.amount));
  });

  it('trusts taproot amounts, flags the p2wpkh one and shows no fee for the p2pkh one', () => {
    const summary = summarizePsbt(psbt(false), { network: 'mainnet' });
    const proofs = summary.inputs.map((i) => i.amountProof);
    expect(proofs).toEqual(
      spent.map((u) =>
        scriptKind(u.script) === 'p2tr'
          ? 'committed'
          : scriptKind(u.script) === 'p2wpkh'
            ? 'unverified'
            : 'unproven',
      ),
    );
    expect(summary.flags).toEqual(['amount-unverified', 'amount-unproven']);
    expect(summary.fee).toBeUndefined();
  });

  it('keeps each input hash type of the vectors, and validation accepts them when allowed', () => {
    const text = psbt(true);
    const summary = summarizePsbt(text, { network: 'mainnet' });
    for (const { given: spend } of inputSpending) {
      expect(summary.inputs[spend.txinIndex]?.sighash).toBe(spend.hashType);
    }
    const signingIndexes = inputSpending.map((s) => s.given.txinIndex);
    const allowedSighash = [...new Set(inputSpending.map((s) => s.given.hashType))];
    expect(() =>
      validatePsbt(
        {
          unsignedPsbtBase64: text,
          allowedSighash,
          signature: [{ address: 'unused', signingIndexes, disableAddressValidation: true }],
        },
        { network: 'mainnet' },
      ),
    ).not.toThrow();
  });
});
