import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { BATCH_ALLOWED_SIGHASH, BATCH_TEXTS, batchOf } from '../../../../test/fixtures/psbt/batch';
import { ALICE } from '../../../../test/fixtures/psbt/psbts';
import { ErrorCode, Errors, Messages } from '../primitives/errors';
import { abortable } from '../wallets/kit/abortable';
import type { Connector, SignPsbtRequest, SignPsbtResult } from '../wallets/kit/types';
import type { PreparedPsbt } from './prepare-psbt';
import { preparePsbtBatch } from './prepare-psbt-batch';
import { NOTHING_TO_SIGN } from './sign-psbt';
import { type PsbtBatchProgress, signPsbtBatch } from './sign-psbt-batch';

function prepareAll(texts: readonly string[] = BATCH_TEXTS): PreparedPsbt[] {
  return preparePsbtBatch(batchOf(texts));
}

/** What a wallet does when it approves: Alice's key signs every requested input. */
function signAsWallet(request: SignPsbtRequest): SignPsbtResult {
  const tx = Transaction.fromPSBT(base64.decode(request.psbtBase64));
  for (const indexes of Object.values(request.signInputs))
    for (const i of indexes) tx.signIdx(ALICE.secret, i);
  const psbtBase64 = base64.encode(tx.toPSBT());
  return { psbtBase64, psbtHex: '', finalized: false };
}

const signed = (result: SignPsbtResult) => Transaction.fromPSBT(base64.decode(result.psbtBase64)).getInput(0);

/** A connector double at the wallet boundary: only the signing calls, answering as scripted. */
function fakeConnector(options: {
  batch: boolean;
  /** Per request index, in call order: approve, refuse, or wait until the call is cancelled. */
  answers?: ('approve' | 'reject' | 'hang')[];
  batchAnswer?: (requests: readonly SignPsbtRequest[]) => SignPsbtResult[];
}) {
  const calls: { method: 'signPsbt' | 'signPsbts'; requests: readonly SignPsbtRequest[] }[] = [];
  let next = 0;
  const connector = {
    capabilities: { batchSignPsbt: options.batch },
    async signPsbt(request: SignPsbtRequest, opts?: { signal?: AbortSignal }) {
      calls.push({ method: 'signPsbt', requests: [request] });
      const answer = options.answers?.[next++] ?? 'approve';
      if (answer === 'reject') throw Errors.userRejected({ details: 'User rejected the request.' });
      if (answer === 'hang') return abortable(new Promise<SignPsbtResult>(() => {}), opts?.signal);
      return signAsWallet(request);
    },
    ...(options.batch
      ? {
          async signPsbts(requests: readonly SignPsbtRequest[]) {
            calls.push({ method: 'signPsbts', requests });
            if (options.batchAnswer) return options.batchAnswer(requests);
            return requests.map(signAsWallet);
          },
        }
      : {}),
  } as unknown as Connector;
  return { connector, calls };
}

describe('signPsbtBatch with a batch method: one prompt', () => {
  it('signs all PSBTs in one wallet call and checks each against its own', async () => {
    const { connector, calls } = fakeConnector({ batch: true });
    const progress: PsbtBatchProgress[] = [];
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
      onProgress: (p) => progress.push(p),
    });
    expect(calls.map((c) => [c.method, c.requests.length])).toEqual([['signPsbts', 3]]);
    expect(calls[0]?.requests.map((r) => r.psbtBase64)).toEqual(BATCH_TEXTS);
    expect(calls[0]?.requests.every((r) => r.broadcast === false)).toBe(true);
    expect(results.map((r) => r.status)).toEqual(['signed', 'signed', 'signed']);
    for (const r of results) if (r.status === 'signed') expect(signed(r.result).partialSig).toHaveLength(1);
    expect(progress.map((p) => [p.mode, p.pending])).toEqual([
      ['batch', [0, 1, 2]],
      ['batch', []],
    ]);
  });

  it('a refused batch prompt leaves every PSBT refused with the wallet reason as details', async () => {
    const { connector } = fakeConnector({
      batch: true,
      batchAnswer: () => {
        throw Errors.userRejected({ details: 'User rejected the request.' });
      },
    });
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    });
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const first = results[0];
    expect(first?.status === 'rejected' && [first.error.message, first.error.details]).toEqual([
      Messages.signPsbtFailed,
      'User rejected the request.',
    ]);
  });

  it('refuses only the PSBT the wallet changed and keeps the others signed', async () => {
    const { connector } = fakeConnector({
      batch: true,
      batchAnswer: (requests) =>
        requests.map((request, i) =>
          i === 1
            ? signAsWallet({ ...request, psbtBase64: BATCH_TEXTS[2] as string })
            : signAsWallet(request),
        ),
    });
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    });
    expect(results.map((r) => r.status)).toEqual(['signed', 'rejected', 'signed']);
    const changed = results[1];
    expect(changed?.status === 'rejected' && changed.error.code).toBe(ErrorCode.WALLET_CHANGED_TRANSACTION);
  });

  it('a wallet answering fewer PSBTs than asked refuses the missing ones only', async () => {
    const { connector } = fakeConnector({
      batch: true,
      batchAnswer: (requests) => requests.slice(0, 2).map(signAsWallet),
    });
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    });
    expect(results.map((r) => r.status)).toEqual(['signed', 'signed', 'rejected']);
  });
});

describe('signed means signed', () => {
  /** A wallet that approves and hands back what it was given, nothing signed. */
  const unsignedAnswer = (request: SignPsbtRequest): SignPsbtResult => ({
    psbtBase64: request.psbtBase64,
    psbtHex: '',
    finalized: false,
  });

  it('refuses, in a batch answer, the PSBT that comes back unsigned and keeps the signed ones', async () => {
    const { connector } = fakeConnector({
      batch: true,
      batchAnswer: (requests) => requests.map((r, i) => (i === 2 ? unsignedAnswer(r) : signAsWallet(r))),
    });
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    });
    expect(results.map((r) => r.status)).toEqual(['signed', 'signed', 'rejected']);
    const refused = results[2];
    expect(refused?.status === 'rejected' && refused.error.message).toBe(
      'The wallet returned the PSBT without signing input 0.',
    );
    expect(refused?.status === 'rejected' && refused.error.code).toBe(ErrorCode.WALLET_DID_NOT_SIGN);
  });

  it('refuses each PSBT signed one by one that comes back unsigned', async () => {
    const connector = {
      capabilities: { batchSignPsbt: false },
      signPsbt: async (request: SignPsbtRequest) => unsignedAnswer(request),
    } as unknown as Connector;
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    });
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      expect(result.status === 'rejected' && result.error.message).toBe(
        'The wallet returned the PSBT without signing input 0.',
      );
    }
  });
});

describe('signPsbtBatch without a batch method: one prompt each', () => {
  it('asks for each PSBT in turn, reports progress, and keeps going after a refusal', async () => {
    const { connector, calls } = fakeConnector({ batch: false, answers: ['approve', 'reject', 'approve'] });
    const progress: PsbtBatchProgress[] = [];
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
      onProgress: (p) => progress.push(p),
    });
    expect(calls.map((c) => c.method)).toEqual(['signPsbt', 'signPsbt', 'signPsbt']);
    expect(results.map((r) => r.status)).toEqual(['signed', 'rejected', 'signed']);
    const refused = results[1];
    expect(refused?.status === 'rejected' && refused.error.message).toBe(Messages.signPsbtFailed);
    expect(progress.map((p) => [p.mode, p.pending, p.results.map((r) => r?.status)])).toEqual([
      ['sequential', [0], [undefined, undefined, undefined]],
      ['sequential', [1], ['signed', undefined, undefined]],
      ['sequential', [2], ['signed', 'rejected', undefined]],
      ['sequential', [], ['signed', 'rejected', 'signed']],
    ]);
  });

  it('a stop while the wallet is asked keeps what was signed and skips the rest', async () => {
    const { connector, calls } = fakeConnector({ batch: false, answers: ['approve', 'hang', 'approve'] });
    const controller = new AbortController();
    const results = await signPsbtBatch({
      connector,
      prepared: prepareAll(),
      allowedSighash: BATCH_ALLOWED_SIGHASH,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.pending[0] === 1) queueMicrotask(() => controller.abort());
      },
    });
    expect(calls).toHaveLength(2);
    expect(results.map((r) => r.status)).toEqual(['signed', 'skipped', 'skipped']);
    const first = results[0];
    expect(first?.status === 'signed' && signed(first.result).partialSig).toHaveLength(1);
  });

  it('a connector with signPsbts but without the capability is asked one by one', async () => {
    const { connector, calls } = fakeConnector({ batch: true });
    const plain = { ...connector, capabilities: { batchSignPsbt: false } } as unknown as Connector;
    await signPsbtBatch({ connector: plain, prepared: prepareAll(), allowedSighash: BATCH_ALLOWED_SIGHASH });
    expect(calls.map((c) => c.method)).toEqual(['signPsbt', 'signPsbt', 'signPsbt']);
  });

  it('refuses prepared PSBTs with nothing to sign before any prompt', async () => {
    const { connector, calls } = fakeConnector({ batch: true });
    const [first] = prepareAll();
    const empty = { ...(first as PreparedPsbt), signInputs: {} };
    const error = await signPsbtBatch({
      connector,
      prepared: [empty],
      allowedSighash: BATCH_ALLOWED_SIGHASH,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: Messages.signPsbtFailed, details: `PSBT 1: ${NOTHING_TO_SIGN}` });
    expect(calls).toHaveLength(0);
  });
});
