import { base64, hex } from '@scure/base';
import { RawTx, Script, SigHash, Transaction } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { insertEntry } from '../../../../../test/fixtures/psbt/edit';
import { ALICE, BOB, buildPsbt, namedPsbts, toBase64, txidOf } from '../../../../../test/fixtures/psbt/psbts';
import cases from '../../../../../test/fixtures/psbt/validate-cases.json';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import {
  decodePsbt,
  decodePsbtText,
  defaultSighash,
  type PsbtSigningRequest,
  summarizePsbt,
  TAPROOT_MAX_DEPTH,
  validatePsbt,
} from './index';

const PSBTS = namedPsbts();
const CONTEXT = { network: 'regtest' as const };
const ADDRESSES: Record<string, string> = {
  'alice:p2wpkh': ALICE.p2wpkh.address as string,
  'alice:p2tr': ALICE.p2tr.address as string,
  'alice:p2sh-p2wpkh': ALICE.p2shP2wpkh.address as string,
  'alice:p2pkh': ALICE.p2pkh.address as string,
  'bob:p2wpkh': BOB.p2wpkh.address as string,
};

type CaseRequest = { allowedSighash?: number[]; signature: Partial<PsbtSigningRequest>[] };

function requestFor(psbt: string, request: CaseRequest) {
  return {
    unsignedPsbtBase64: PSBTS[psbt] as string,
    ...(request.allowedSighash ? { allowedSighash: request.allowedSighash } : {}),
    signature: request.signature.map((s) => ({
      ...s,
      address:
        s.address === undefined ? (undefined as unknown as string) : (ADDRESSES[s.address] ?? s.address),
    })) as PsbtSigningRequest[],
  };
}

describe('validatePsbt', () => {
  it.each(cases.valid)('accepts: $name', ({ psbt, request }) => {
    const result = validatePsbt(requestFor(psbt, request as CaseRequest), CONTEXT);
    expect(result.psbt.inputs.length).toBeGreaterThan(0);
  });

  it.each(cases.invalid)('refuses: $name', ({ psbt, request, code, message }) => {
    const error = caught(() => validatePsbt(requestFor(psbt, request as CaseRequest), CONTEXT));
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it.each(cases.malformed)('malformed PSBT: $name', ({ text, message }) => {
    const error = caught(() => validatePsbt({ unsignedPsbtBase64: text, signature: [] }, CONTEXT));
    expect(error.code).toBe(ErrorCode.INVALID_PSBT);
    expect(error.message).toBe(message);
  });

  it('checks allowedSighash before reading the PSBT', () => {
    const error = caught(() =>
      validatePsbt({ unsignedPsbtBase64: 'garbage', allowedSighash: [], signature: [] }, CONTEXT),
    );
    expect(error.message).toBe('allowedSighash cannot be an empty array');
  });

  it('refuses a hex PSBT and says so', () => {
    const hexText = hex.encode(base64.decode(PSBTS.p2wpkhSpend as string));
    const error = caught(() => validatePsbt({ unsignedPsbtBase64: hexText, signature: [] }, CONTEXT));
    expect(error.message).toContain('hex');
  });

  it('refuses a non-witness UTXO whose txid differs from the prevout', () => {
    const prev = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0, finalScriptSig: new Uint8Array(0), sequence: 0 }],
      outputs: [{ amount: 5000n, script: ALICE.p2pkh.script }],
      witnesses: [],
      lockTime: 0,
    });
    const tx = buildPsbt([{ kind: 'bare', value: 0n }], [{ script: BOB.p2wpkh.script, amount: 1000n }]);
    const bytes = insertEntry(tx.toPSBT(), 0, Uint8Array.of(0x00), prev);
    const error = caught(() =>
      validatePsbt(
        {
          unsignedPsbtBase64: base64.encode(bytes),
          signature: [{ address: ADDRESSES['alice:p2pkh'] as string, signingIndexes: [0] }],
        },
        CONTEXT,
      ),
    );
    expect(error.code).toBe(ErrorCode.INVALID_PSBT);
    expect(error.message).toBe(
      'PSBT input 0: nonWitnessUtxo is not the transaction the input spends (different txid)',
    );
  });

  it('reads the prevout from a matching non-witness UTXO', () => {
    const prevRaw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0, finalScriptSig: new Uint8Array(0), sequence: 0 }],
      outputs: [{ amount: 7000n, script: ALICE.p2pkh.script }],
      witnesses: [],
      lockTime: 0,
    });
    const tx = new Transaction();
    tx.addInput({ txid: Transaction.fromRaw(prevRaw).id, index: 0, nonWitnessUtxo: prevRaw });
    tx.addOutput({ script: BOB.p2wpkh.script, amount: 5000n });
    const psbt = toBase64(tx);
    validatePsbt(
      {
        unsignedPsbtBase64: psbt,
        signature: [{ address: ADDRESSES['alice:p2pkh'] as string, signingIndexes: [0] }],
      },
      CONTEXT,
    );
    const summary = summarizePsbt(psbt, CONTEXT);
    expect(summary.inputs[0]?.value).toBe(7000n);
    expect(summary.inputs[0]?.type).toBe('p2pkh');
    expect(summary.fee).toBe(2000n);
  });
});

describe('taproot limits', () => {
  const single = () =>
    buildPsbt([{ kind: 'p2tr', value: 10_000n }], [{ script: BOB.p2wpkh.script, amount: 9000n }]).toPSBT();
  const request = (bytes: Uint8Array) => ({
    unsignedPsbtBase64: base64.encode(bytes),
    signature: [{ address: ADDRESSES['alice:p2tr'] as string, signingIndexes: [0] }],
  });

  it.each([63, 66, 0, 128])('refuses a %i-byte taproot key signature', (length) => {
    const bytes = insertEntry(single(), 0, Uint8Array.of(0x13), new Uint8Array(length).fill(1));
    const error = caught(() => validatePsbt(request(bytes), CONTEXT));
    expect(error.message).toBe(`Taproot signature on input 0 is ${length} bytes; it must be 64 or 65.`);
  });

  it.each([64, 65])('accepts a %i-byte taproot key signature', (length) => {
    const bytes = insertEntry(single(), 0, Uint8Array.of(0x13), new Uint8Array(length).fill(1));
    expect(() => validatePsbt(request(bytes), CONTEXT)).not.toThrow();
  });

  it('refuses a 70-byte taproot script signature', () => {
    const key = Uint8Array.of(0x14, ...ALICE.xOnly, ...new Uint8Array(32));
    const bytes = insertEntry(single(), 0, key, new Uint8Array(70));
    expect(caught(() => validatePsbt(request(bytes), CONTEXT)).message).toContain('must be 64 or 65');
  });

  it.each([
    [TAPROOT_MAX_DEPTH, true],
    [TAPROOT_MAX_DEPTH + 1, false],
  ])('control block of depth %i accepted: %s', (depth, ok) => {
    const controlBlock = new Uint8Array(33 + 32 * depth);
    controlBlock[0] = 0xc0;
    const bytes = insertEntry(single(), 0, Uint8Array.of(0x15, ...controlBlock), Uint8Array.of(0x51, 0xc0));
    if (ok) expect(() => validatePsbt(request(bytes), CONTEXT)).not.toThrow();
    else
      expect(caught(() => validatePsbt(request(bytes), CONTEXT)).message).toBe(
        'Input 0 taproot tree is 129 levels deep; the limit is 128.',
      );
  });

  it.each([
    [128, true],
    [129, false],
  ])('output tap tree leaf at depth %i accepted: %s', (depth, ok) => {
    const tree = Uint8Array.of(depth, 0xc0, 1, 0x51);
    const bytes = insertEntry(single(), 1, Uint8Array.of(0x06), tree);
    if (ok) expect(() => validatePsbt(request(bytes), CONTEXT)).not.toThrow();
    else
      expect(caught(() => validatePsbt(request(bytes), CONTEXT)).message).toBe(
        'Output 0 taproot tree is 129 levels deep; the limit is 128.',
      );
  });
});

describe('defaultSighash', () => {
  it.each([
    ['p2tr witnessUtxo', { witnessUtxo: { script: ALICE.p2tr.script } }, 0x00],
    ['tapInternalKey only', { tapInternalKey: ALICE.xOnly }, 0x00],
    ['p2wpkh', { witnessUtxo: { script: ALICE.p2wpkh.script } }, 0x01],
    ['p2sh', { witnessUtxo: { script: ALICE.p2shP2wpkh.script } }, 0x01],
    ['nothing known', {}, 0x01],
  ])('%s → %s', (_name, input, expected) => {
    expect(defaultSighash(input)).toBe(expected);
  });
});

describe('decodePsbtText', () => {
  const b64 = PSBTS.p2wpkhSpend as string;
  const bytes = base64.decode(b64);
  it('detects base64', () => {
    expect(decodePsbtText(` ${b64}\n`)).toMatchObject({ encoding: 'base64', base64: b64 });
  });
  it('detects hex (either case) and gives base64 back', () => {
    const result = decodePsbtText(hex.encode(bytes).toUpperCase());
    expect(result.encoding).toBe('hex');
    expect(result.base64).toBe(b64);
    expect(result.bytes).toEqual(bytes);
  });
  it.each(['', 'zzzz', '70736274ff0', hex.encode(bytes).slice(0, 40), 'AAAA'])(
    'refuses %j with INVALID_PSBT',
    (text) => {
      expect(caught(() => decodePsbtText(text)).code).toBe(ErrorCode.INVALID_PSBT);
    },
  );
});

describe('reader agrees with @scure/btc-signer', () => {
  it.each([0, 2])('PSBT version %i', (version) => {
    const tx = Transaction.fromPSBT(base64.decode(PSBTS.mixed as string));
    const decoded = decodePsbt(base64.encode(tx.toPSBT(version)));
    expect(decoded.psbtVersion).toBe(version);
    expect(decoded.inputs.length).toBe(tx.inputsLength);
    decoded.inputs.forEach((input, i) => {
      const theirs = tx.getInput(i);
      expect(input.txid).toBe(hex.encode(theirs.txid as Uint8Array));
      expect(input.vout).toBe(theirs.index);
      expect(input.sequence).toBe(theirs.sequence);
      expect(input.witnessUtxo?.amount).toBe(theirs.witnessUtxo?.amount);
    });
    decoded.outputs.forEach((output, i) => {
      expect(output.amount).toBe(tx.getOutput(i).amount);
      expect(hex.encode(output.script)).toBe(hex.encode(tx.getOutput(i).script as Uint8Array));
    });
  });
});

describe('malformed input never escapes as a raw exception (property)', () => {
  const valid = base64.decode(PSBTS.mixed as string);
  const onlySatchelErrors = (text: string) => {
    try {
      validatePsbt({ unsignedPsbtBase64: text, signature: [] }, CONTEXT);
      summarizePsbt(text, CONTEXT);
    } catch (error) {
      if (!(error instanceof SatchelError)) throw error;
    }
  };

  it('every truncation is refused with a SatchelError', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: valid.length - 1 }), (length) => {
        const text = base64.encode(valid.subarray(0, length));
        if (length === 0) return;
        const error = caught(() => validatePsbt({ unsignedPsbtBase64: text, signature: [] }, CONTEXT));
        expect(error.code).toBe(ErrorCode.INVALID_PSBT);
      }),
      { numRuns: 1000 },
    );
  });

  it('random byte corruptions give a SatchelError or a valid result', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (edits) => {
          const copy = Uint8Array.from(valid);
          for (const [at, value] of edits) copy[at] = value;
          onlySatchelErrors(base64.encode(copy));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('random bytes and random text give a SatchelError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }).map((b) => base64.encode(b)),
          fc.string(),
        ),
        onlySatchelErrors,
      ),
      { numRuns: 1000 },
    );
  });
});

describe('summarizePsbt', () => {
  const owned = [
    ALICE.p2wpkh.address,
    ALICE.p2tr.address,
    ALICE.p2shP2wpkh.address,
    ALICE.p2pkh.address,
  ] as string[];

  it('lists inputs, outputs, totals, fee and fee rate', () => {
    const summary = summarizePsbt(PSBTS.mixed as string, { ...CONTEXT, ownedAddresses: owned });
    expect(summary.inputs.map((i) => i.type)).toEqual(['p2wpkh', 'p2tr', 'p2sh-p2wpkh', 'p2pkh']);
    expect(summary.inputs.map((i) => i.sighash)).toEqual([0x01, 0x00, 0x01, 0x01]);
    expect(summary.inputs.map((i) => i.value)).toEqual([50_000n, 30_000n, 10_000n, 10_000n]);
    expect(summary.inputs.every((i) => i.owned && !i.signed && !i.finalized && i.hasUtxo)).toBe(true);
    expect(summary.inputs[0]?.outpoint).toBe(`${txidOf(0)}:0`);
    expect(summary.inputs[1]?.address).toBe(ALICE.p2tr.address);
    expect(summary.outputs.map((o) => [o.address, o.value, o.change])).toEqual([
      [BOB.p2wpkh.address, 60_000n, false],
      [ALICE.p2wpkh.address, 38_000n, true],
    ]);
    expect(summary.totalIn).toBe(100_000n);
    expect(summary.totalOut).toBe(98_000n);
    expect(summary.fee).toBe(2_000n);
    expect(summary.amountSent).toBe(60_000n);
    // 4 inputs (68 + 57.5 + 91 + 148 vB) + 2 p2wpkh outputs + overhead: estimateVsize agrees.
    expect(summary.vsize).toBe(437);
    expect(summary.feeRate).toBeCloseTo(2000 / 437, 10);
    expect(summary.absurdFee).toBe(false);
    // p2wpkh and p2sh-p2wpkh carry witnessUtxo only; p2tr is committed; p2pkh has its previous tx.
    expect(summary.inputs.map((i) => i.amountProof)).toEqual([
      'unverified',
      'committed',
      'unverified',
      'verified',
    ]);
    expect(summary.flags).toEqual(['amount-unverified']);
    expect(summary.inputsAmountUnverified).toEqual([0, 2]);
    expect(summary.warnings).toEqual([
      'Inputs 0, 2 lack their previous transaction (nonWitnessUtxo), so their amounts are unverified.',
    ]);
  });

  it('marks inputs of other wallets as not owned, and uses changeAddresses when given', () => {
    const summary = summarizePsbt(PSBTS.p2wpkhSpend as string, {
      ...CONTEXT,
      ownedAddresses: [BOB.p2wpkh.address as string],
      changeAddresses: [],
    });
    expect(summary.inputs[0]?.owned).toBe(false);
    expect(summary.outputs.every((o) => !o.change)).toBe(true);
    expect(summary.amountSent).toBe(98_000n);
  });

  it('reports signed and finalized inputs, with the exact size once finalized', () => {
    const tx = Transaction.fromPSBT(base64.decode(PSBTS.mixed as string), { allowLegacyWitnessUtxo: true });
    tx.signIdx(ALICE.secret, 0);
    tx.signIdx(ALICE.secret, 1);
    const partial = summarizePsbt(base64.encode(tx.toPSBT()), CONTEXT);
    expect(partial.inputs.map((i) => [i.signed, i.finalized])).toEqual([
      [true, false],
      [true, false],
      [false, false],
      [false, false],
    ]);
    tx.signIdx(ALICE.secret, 2);
    tx.signIdx(ALICE.secret, 3);
    tx.finalize();
    const final = summarizePsbt(base64.encode(tx.toPSBT()), CONTEXT);
    expect(final.inputs.every((i) => i.signed && i.finalized)).toBe(true);
    expect(final.vsize).toBe(tx.vsize);
  });

  it('shows OP_RETURN data', () => {
    const data = new TextEncoder().encode('satchel');
    const tx = buildPsbt(
      [{ kind: 'p2wpkh', value: 10_000n }],
      [{ script: Script.encode(['RETURN', data]), amount: 0n }],
    );
    const summary = summarizePsbt(toBase64(tx), CONTEXT);
    expect(summary.outputs[0]).toMatchObject({
      type: 'op_return',
      address: undefined,
      opReturnData: hex.encode(data),
    });
  });

  it.each([
    ['rate above 1,000 sat/vB without an estimate', 9_900_000n, 10_000_000n, 'rate-above-ceiling'],
    ['fee above the amount sent', 600n, 20_000n, 'fee-above-amount'],
  ])('flags an absurd fee: %s', (_name, sent, input, flag) => {
    const tx = buildPsbt([{ kind: 'p2tr', value: input }], [{ script: BOB.p2wpkh.script, amount: sent }]);
    const summary = summarizePsbt(toBase64(tx), CONTEXT);
    expect(summary.absurdFee).toBe(true);
    expect(summary.feeWarnings).toEqual([flag]);
    expect(summary.flags).toEqual([flag]);
  });

  it('judges the rate against 5× the fastest estimate when one is given (fee guard)', () => {
    // 2,000 sats over 99 vB ≈ 20.2 sat/vB: fine without an estimate or with fastest 5, too much
    // when the fastest estimate is 4 (ceiling 20).
    const tx = buildPsbt(
      [{ kind: 'p2tr', value: 100_000n }],
      [{ script: BOB.p2wpkh.script, amount: 98_000n }],
    );
    const psbt = toBase64(tx);
    const plain = summarizePsbt(psbt, CONTEXT);
    expect(plain.vsize).toBe(99);
    expect(plain.feeWarnings).toEqual([]);
    expect(summarizePsbt(psbt, { ...CONTEXT, fastestRate: 5 }).feeWarnings).toEqual([]);
    const flagged = summarizePsbt(psbt, { ...CONTEXT, fastestRate: 4 });
    expect(flagged.feeWarnings).toEqual(['rate-above-ceiling']);
    expect(flagged.warnings).toContain('The fee rate is absurdly high: above 20 sat/vB.');
  });

  it('flags inputs lacking UTXO data and leaves the fee unknown', () => {
    const summary = summarizePsbt(PSBTS.noUtxo as string, CONTEXT);
    expect(summary.inputsMissingUtxo).toEqual([0]);
    expect(summary.fee).toBeUndefined();
    expect(summary.totalIn).toBeUndefined();
    expect(summary.inputs[0]).toMatchObject({ hasUtxo: false, value: undefined, address: undefined });
    expect(summary.warnings[0]).toContain('lack UTXO data');
  });

  it('keeps the input sighash of the PSBT', () => {
    const summary = summarizePsbt(PSBTS.singleAnyoneCanPay as string, CONTEXT);
    expect(summary.inputs[0]).toMatchObject({
      sighash: SigHash.SINGLE_ANYONECANPAY,
      sighashName: '0x83 (SINGLE|ANYONECANPAY)',
    });
  });

  it('refuses malformed PSBTs with INVALID_PSBT', () => {
    expect(caught(() => summarizePsbt('nope', CONTEXT)).code).toBe(ErrorCode.INVALID_PSBT);
  });
});
