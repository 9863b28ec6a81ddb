import { ErrorCode, SatchelError } from '../../primitives/errors';
import { checkInscriptionId } from '../../primitives/inscription-id';
import { type CallOptions, createRequester, type HttpAnswer } from '../http/requester';
import { decodeAnswer, ShapeError } from '../http/schema';
import type { ServiceInfo } from '../http/service';
import { freeOutpoints, protectedOutpoints } from './assets';
import { readAddressAssets, readInscription, readOutputs, readRune } from './schema';
import type { AddressAssets, IndexedOutput, IndexerClientOptions, InscriptionInfo, RuneInfo } from './types';

export interface IndexerClient {
  readonly baseUrl: string;
  /** `GET /address/<address>`: outputs, inscription ids, sat balance and rune balances. */
  getAddressAssets(address: string, call?: CallOptions): Promise<AddressAssets>;
  /** `POST /outputs` in batches: each asked outpoint (deduplicated) to what the index says of it. */
  getOutputs(outpoints: readonly string[], call?: CallOptions): Promise<Map<string, IndexedOutput>>;
  /** `GET /inscription/<id>`; undefined when the index knows no such inscription. */
  getInscription(id: string, call?: CallOptions): Promise<InscriptionInfo | undefined>;
  /** Where the inscription's raw content is served (`GET /content/<id>`), for an `<img>` or a text fetch. */
  contentUrl(id: string): string;
  /** `GET /rune/<name or id>`; undefined when the index knows no such rune. */
  getRune(nameOrId: string, call?: CallOptions): Promise<RuneInfo | undefined>;
  /**
   * The address's outpoints carrying an inscription or a rune, or whose assets the index cannot
   * vouch for. Rejects when the server does not index inscriptions and runes.
   */
  protectedOutpoints(address: string, call?: CallOptions): Promise<ReadonlySet<string>>;
  /** `GET /outputs/<address>?type=any`: every unspent output of the address the index knows, in one request. */
  getAddressOutputs(address: string, call?: CallOptions): Promise<IndexedOutput[]>;
  /**
   * Which outputs of an address the index reports free of inscriptions and runes, and which carry
   * some (or cannot be vouched for). One request (docs/performance.md: ≤ 3 per plan).
   */
  assetStatus(
    address: string,
    call?: CallOptions,
  ): Promise<{ free: ReadonlySet<string>; protected: ReadonlySet<string> }>;
}

/**
 * An indexer failure means "no answer" to the app, like an unavailable explorer:
 * same code, messages naming the indexer.
 */
const INDEXER: ServiceInfo = { name: 'The indexer', code: ErrorCode.EXPLORER_UNAVAILABLE };

export const DEFAULT_OUTPUTS_BATCH = 200;

function invalid(message: string, details: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, message, { details: details.slice(0, 200) });
}

const OUTPOINT = /^([0-9a-f]{64}):(\d{1,10})$/i;

function checkOutpoint(outpoint: string): string {
  const match = typeof outpoint === 'string' ? OUTPOINT.exec(outpoint.trim()) : null;
  if (!match || Number(match[2]) > 0xffff_ffff)
    throw invalid('An outpoint is <txid>:<output index>.', String(outpoint));
  return `${(match[1] as string).toLowerCase()}:${Number(match[2])}`;
}

/** A rune by spaced name (`UNCOMMON•GOODS`, `.` also accepted as spacer) or by id (`840000:3`). */
function checkRuneQuery(query: string): string {
  const text = typeof query === 'string' ? query.trim() : '';
  if (/^\d{1,20}:\d{1,10}$/.test(text) || /^[A-Z]+(?:[•.][A-Z]+)*$/.test(text)) return text;
  throw invalid('A rune is named by its letters A–Z (with • spacers) or its id block:tx.', String(query));
}

function checkAddress(address: string): string {
  const text = typeof address === 'string' ? address.trim() : '';
  if (!/^[A-Za-z0-9]{14,100}$/.test(text)) throw invalid('Not a Bitcoin address.', String(address));
  return text;
}

/**
 * Client of an ord server's JSON API (docs.ordinals.com, guides → "JSON API").
 * Requests carry `Accept: application/json` (without it ord answers HTML); answers are
 * size-capped, shape-checked with u128 amounts kept exact, and 429/503 retried with bounded
 * backoff. Identical GETs in flight share one request.
 */
export function createIndexerClient(options: IndexerClientOptions): IndexerClient {
  const http = createRequester({
    service: INDEXER,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    clock: options.clock,
    retry: options.retry,
    maxBytes: options.maxBytes,
    headers: { Accept: 'application/json' },
    // The index moves with every block; always revalidate.
    cache: 'no-cache',
  });
  const batchSize = Math.max(1, Math.min(options.batchSize ?? DEFAULT_OUTPUTS_BATCH, 1000));
  const concurrency = options.concurrency === 1 ? 1 : 2;
  const enc = encodeURIComponent;

  function failure(answer: HttpAnswer, what: string): SatchelError {
    return new SatchelError(INDEXER.code, `The indexer answered ${answer.status} for ${what}.`, {
      details: answer.text.slice(0, 300),
    });
  }

  async function postBatch(batch: string[], call: CallOptions | undefined): Promise<IndexedOutput[]> {
    const answer = await http.request(
      '/outputs',
      { method: 'POST', body: JSON.stringify(batch), headers: { 'Content-Type': 'application/json' } },
      call,
    );
    if (!answer.ok) throw failure(answer, 'the outputs');
    // ord answers in the order asked; anything else cannot be matched up safely.
    return decodeAnswer(INDEXER, 'output list', answer.text, (data) => {
      const outputs = readOutputs(data);
      if (outputs.length !== batch.length) throw new ShapeError('', `${batch.length} outputs`);
      outputs.forEach((output, i) => {
        if (output.outpoint !== batch[i]) throw new ShapeError(`[${i}].outpoint`, batch[i] as string);
      });
      return outputs;
    });
  }

  const client: IndexerClient = {
    baseUrl: http.baseUrl,

    async getAddressAssets(address, call) {
      const answer = await http.get(`/address/${enc(checkAddress(address))}`, call);
      if (!answer.ok) throw failure(answer, 'the address');
      return decodeAnswer(INDEXER, 'address', answer.text, readAddressAssets);
    },

    async getOutputs(outpoints, call) {
      const unique = [...new Set(outpoints.map(checkOutpoint))];
      const batches: string[][] = [];
      for (let i = 0; i < unique.length; i += batchSize) batches.push(unique.slice(i, i + batchSize));
      const result = new Map<string, IndexedOutput>();
      let next = 0;
      // A small fixed pool: at most `concurrency` batches in flight, results kept in input order.
      const found: IndexedOutput[][] = [];
      const worker = async () => {
        while (next < batches.length) {
          const index = next++;
          found[index] = await postBatch(batches[index] as string[], call);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
      for (const outputs of found) for (const output of outputs) result.set(output.outpoint, output);
      return result;
    },

    async getInscription(id, call) {
      const checked = checkInscriptionId(id);
      const answer = await http.get(`/inscription/${checked}`, call);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw failure(answer, 'the inscription');
      const inscription = decodeAnswer(INDEXER, 'inscription', answer.text, readInscription);
      if (inscription.id !== checked) {
        throw new SatchelError(INDEXER.code, 'The indexer sent another inscription than the one asked for.', {
          details: inscription.id,
        });
      }
      return inscription;
    },

    contentUrl(id) {
      return `${http.baseUrl}/content/${checkInscriptionId(id)}`;
    },

    async getRune(nameOrId, call) {
      const answer = await http.get(`/rune/${enc(checkRuneQuery(nameOrId))}`, call);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw failure(answer, 'the rune');
      return decodeAnswer(INDEXER, 'rune', answer.text, readRune);
    },

    async protectedOutpoints(address, call) {
      return (await client.assetStatus(address, call)).protected;
    },

    async getAddressOutputs(address, call) {
      const answer = await http.get(`/outputs/${enc(checkAddress(address))}?type=any`, call);
      if (!answer.ok) throw failure(answer, 'the address outputs');
      return decodeAnswer(INDEXER, 'output list', answer.text, readOutputs);
    },

    async assetStatus(address, call) {
      const outputs = await client.getAddressOutputs(address, call);
      return { free: freeOutpoints(outputs), protected: protectedOutpoints(outputs) };
    },
  };
  return client;
}
