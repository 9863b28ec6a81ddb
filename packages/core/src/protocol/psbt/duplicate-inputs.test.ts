import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { preparePsbt } from '../../actions/prepare-psbt';
import { ErrorCode } from '../../primitives/errors';
import { networkParams } from '../../primitives/networks';
import { assertInputsSigned } from './check-signed';
import { summarizePsbt } from './summarize';
import { validatePsbt } from './validate';

/**
 * A transaction that spends one output twice is invalid by consensus (Bitcoin Core's
 * CheckTransaction: `bad-txns-inputs-duplicate`), and a summary of it would count the coin twice.
 * Built with @scure/btc-signer and signed by the Dev Wallet's real keys.
 */

const REGTEST = networkParams('regtest');
const OPTS = { allowUnknownOutputs: true } as const;
const TXID = new Uint8Array(32).fill(0x2a);
const OUTPOINT = `${'2a'.repeat(32)}:0`;
const DUPLICATE = `Inputs 0 and 2 both spend ${OUTPOINT}: nodes refuse a transaction that spends an output twice (bad-txns-inputs-duplicate).`;

/** Inputs 0 and 2 spend the same 60,000-sat coin of ours; input 1 another one. */
function twice(): btc.Transaction {
  const tx = new btc.Transaction(OPTS);
  const coin = { txid: TXID, index: 0, witnessUtxo: { script: ring.payment.script, amount: 60_000n } };
  tx.addInput(coin);
  tx.addInput({ ...coin, index: 1 });
  tx.addInput(coin);
  tx.addOutputAddress(stranger.payment.address, 150_000n, REGTEST);
  return tx;
}
const psbtOf = (tx: btc.Transaction) => base64.encode(tx.toPSBT());

describe('a PSBT that spends one outpoint twice', () => {
  it('is refused by summarizePsbt, validatePsbt and preparePsbt, naming both inputs', () => {
    const text = psbtOf(twice());
    const context = { network: 'regtest' as const, ownedAddresses: [ring.payment.address] };
    expect(() => summarizePsbt(text, context)).toThrow(DUPLICATE);
    const request = {
      unsignedPsbtBase64: text,
      signature: [{ address: ring.payment.address, signingIndexes: [0, 1, 2] }],
    };
    expect(() => validatePsbt(request, { network: 'regtest' })).toThrow(DUPLICATE);
    expect(() => preparePsbt({ text, ...context, allowedSighash: [0x01] })).toThrow(DUPLICATE);
    try {
      validatePsbt(request, { network: 'regtest' });
    } catch (error) {
      expect(error).toMatchObject({ code: ErrorCode.PSBT_VALIDATION });
    }
  });

  it('is refused by the signed check even when every signature verifies', () => {
    const request = twice();
    const signed = btc.Transaction.fromPSBT(request.toPSBT(), OPTS);
    for (const i of [0, 1, 2]) signed.signIdx(ring.payment.privateKey, i);
    const run = () =>
      assertInputsSigned({
        requestedPsbt: psbtOf(request),
        returnedPsbt: psbtOf(signed),
        indexes: [0, 1, 2],
      });
    expect(run).toThrow(DUPLICATE);
  });

  it('is refused when the wallet hands back a transaction that spends an outpoint twice', () => {
    const request = new btc.Transaction(OPTS);
    request.addInput({ txid: TXID, index: 0, witnessUtxo: { script: ring.payment.script, amount: 60_000n } });
    request.addInput({ txid: TXID, index: 1, witnessUtxo: { script: ring.payment.script, amount: 60_000n } });
    request.addOutputAddress(stranger.payment.address, 110_000n, REGTEST);
    // The same coin twice where the request had two coins: each signature is over the returned copy.
    const returned = new btc.Transaction(OPTS);
    for (const _ of [0, 1])
      returned.addInput({
        txid: TXID,
        index: 0,
        witnessUtxo: { script: ring.payment.script, amount: 60_000n },
      });
    returned.addOutputAddress(stranger.payment.address, 110_000n, REGTEST);
    for (const i of [0, 1]) returned.signIdx(ring.payment.privateKey, i);
    const run = () =>
      assertInputsSigned({ requestedPsbt: psbtOf(request), returnedPsbt: psbtOf(returned), indexes: [0, 1] });
    expect(run).toThrow('The wallet returned a transaction that differs from the one you reviewed.');
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({
        details: `Inputs 0 and 1 both spend ${OUTPOINT} (bad-txns-inputs-duplicate).`,
      });
    }
  });

  it('leaves inputs that spend different outputs of one transaction alone', () => {
    const tx = twice();
    tx.updateInput(2, { index: 2 }, true);
    const summary = summarizePsbt(psbtOf(tx), { network: 'regtest', ownedAddresses: [] });
    expect(summary.totalIn).toBe(180_000n);
  });
});
