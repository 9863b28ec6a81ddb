import { describe, expect, it } from 'vitest';
import { caught } from '../../../../test/caught';
import { BATCH_ALLOWED_SIGHASH, BATCH_TEXTS, batchOf } from '../../../../test/fixtures/psbt/batch';
import { ALICE, BOB, buildPsbt, toBase64 } from '../../../../test/fixtures/psbt/psbts';
import { ErrorCode, Messages } from '../primitives/errors';
import type { PreparedPsbt } from './prepare-psbt';
import { preparePsbtBatch } from './prepare-psbt-batch';
import { NOTHING_TO_SIGN } from './sign-psbt';

function prepareAll(texts: readonly string[] = BATCH_TEXTS): PreparedPsbt[] {
  return preparePsbtBatch(batchOf(texts));
}

describe('preparePsbtBatch', () => {
  it('inspects and validates every PSBT, keeping their order', () => {
    const prepared = prepareAll();
    expect(prepared.map((p) => p.base64)).toEqual(BATCH_TEXTS);
    for (const p of prepared) expect(p.signInputs).toEqual({ [ALICE.p2wpkh.address as string]: [0] });
  });

  it("refuses the whole batch on a malformed PSBT, naming which one, with that PSBT's own error", () => {
    const error = caught(() => prepareAll([BATCH_TEXTS[0] as string, 'not a psbt']));
    expect(error.code).toBe(ErrorCode.INVALID_PSBT);
    expect(error.details).toMatch(/^PSBT 2/);
  });

  it('refuses a PSBT the wallet owns nothing of before any wallet is asked', () => {
    const foreign = toBase64(
      buildPsbt([{ kind: 'p2wpkh', value: 5_000n }], [{ script: BOB.p2wpkh.script, amount: 4_000n }]),
    );
    const error = caught(() =>
      preparePsbtBatch({
        texts: [foreign],
        network: 'regtest',
        ownedAddresses: [BOB.p2wpkh.address as string],
        allowedSighash: BATCH_ALLOWED_SIGHASH,
      }),
    );
    expect(error.message).toBe(Messages.signPsbtFailed);
    expect(error.details).toBe(`PSBT 1: ${NOTHING_TO_SIGN}`);
  });

  it('refuses an empty batch', () => {
    expect(caught(() => prepareAll([])).message).toBe(Messages.signPsbtFailed);
  });
});
