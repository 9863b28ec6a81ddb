import { type Reply, type Request, type Route, route } from '../http/reply';
import { AddressError, type DevnetNode } from '../node';
import { OrdApi, OUTPOINT_RE } from './api';
import { ordIndexFor } from './indexer';
import { toJson } from './json';
import { parseSpacedRune } from './rune';

/** Where the ord-compatible API is mounted on the devnet's port. */
export const ORD_PREFIX = '/ord';

/**
 * ord's content headers, made strict: the body never runs as a page of this origin (served
 * with `<img>` or as text by the app), and the browser must not guess another type.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data: blob:; media-src 'self' data: blob:; style-src 'unsafe-inline'; sandbox";

/** ord answers JSON only to `Accept: application/json` (its `AcceptJson` extractor, exact match). */
function wantsJson(req: Request): boolean {
  return req.headers.accept === 'application/json';
}

/** No caching: the index changes with every block, and ord sends no cache headers for JSON. */
const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

const jsonReply = (value: unknown, status = 200): Reply => ({
  status,
  body: toJson(value),
  headers: JSON_HEADERS,
});
const notFound = (message: string): Reply => ({
  status: 404,
  body: `${message} not found`,
  headers: { 'Cache-Control': 'no-store' },
});
const badRequest = (message: string): Reply => ({ status: 400, body: message });

/** What ord serves a browser that did not ask for JSON: its HTML explorer page. */
const htmlPage = (title: string): Reply => ({
  status: 200,
  body: `<!doctype html><html lang=en><head><meta charset=utf-8><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
});

/**
 * ord's JSON API under `/ord` (docs.ordinals.com, guides → "JSON API"): address assets,
 * outputs (one or a batch), inscriptions and their content, runes. Every request first lets
 * the index catch up with the chain.
 */
export function ordRoutes(node: DevnetNode): Route[] {
  const index = ordIndexFor(node.chain);
  const api = new OrdApi(index, node.params);
  const json =
    (title: (params: string[]) => string, run: (req: Request, params: string[]) => Reply) =>
    (req: Request, params: string[]): Reply => {
      index.catchUp();
      return wantsJson(req) ? run(req, params) : htmlPage(title(params));
    };

  return [
    route(
      'GET',
      `${ORD_PREFIX}/address/:address`,
      json(
        ([a]) => `Address ${a}`,
        (_req, [address = '']) => {
          try {
            return jsonReply(api.address(node.scriptFor(address)));
          } catch (err) {
            if (err instanceof AddressError) return badRequest(err.message);
            throw err;
          }
        },
      ),
    ),
    route(
      'GET',
      `${ORD_PREFIX}/output/:outpoint`,
      json(
        ([o]) => `Output ${o}`,
        (_req, [outpoint = '']) => {
          if (!OUTPOINT_RE.test(outpoint)) return badRequest(`Invalid URL: invalid outpoint ${outpoint}`);
          const output = api.output(outpoint);
          return output ? jsonReply(output) : notFound(`output ${outpoint}`);
        },
      ),
    ),
    route('POST', `${ORD_PREFIX}/outputs`, (req) => {
      index.catchUp();
      // ord answers this endpoint only in JSON; anything else is a plain 404.
      if (!wantsJson(req)) return { status: 404, body: '' };
      let outpoints: unknown;
      try {
        outpoints = JSON.parse(req.body);
      } catch {
        return badRequest('Failed to parse the request body as JSON');
      }
      if (!Array.isArray(outpoints) || outpoints.some((o) => typeof o !== 'string' || !OUTPOINT_RE.test(o))) {
        return { status: 422, body: 'Failed to deserialize the JSON body into the target type' };
      }
      const answers: unknown[] = [];
      for (const outpoint of outpoints as string[]) {
        const output = api.output(outpoint);
        if (!output) return notFound(`output ${outpoint}`);
        answers.push(output);
      }
      return jsonReply(answers);
    }),
    route('GET', `${ORD_PREFIX}/outputs/:address`, (req, [address = '']) => {
      index.catchUp();
      if (!wantsJson(req)) return { status: 404, body: '' };
      let script: Uint8Array;
      try {
        script = node.scriptFor(address);
      } catch (err) {
        if (err instanceof AddressError) return badRequest(err.message);
        throw err;
      }
      const type = req.query.get('type') ?? 'any';
      if (!['any', 'cardinal', 'inscribed', 'runic'].includes(type))
        return badRequest(`invalid type ${type}`);
      const outputs = api.outputsOf(script).flatMap((o) => {
        const info = api.output(o) as { inscriptions: string[]; runes: Record<string, unknown> };
        const inscribed = info.inscriptions.length > 0;
        const runic = Object.keys(info.runes).length > 0;
        const keep =
          type === 'any' ||
          (type === 'cardinal' && !inscribed && !runic) ||
          (type === 'inscribed' && inscribed) ||
          (type === 'runic' && runic);
        return keep ? [info] : [];
      });
      return jsonReply(outputs);
    }),
    route(
      'GET',
      `${ORD_PREFIX}/inscription/:id`,
      json(
        ([id]) => `Inscription ${id}`,
        (_req, [query = '']) => {
          const entry = api.findInscription(query);
          // ord answers an unknown inscription with a JSON null and 404.
          return entry ? jsonReply(api.inscription(entry)) : jsonReply(null, 404);
        },
      ),
    ),
    route('GET', `${ORD_PREFIX}/content/:id`, (req, [query = '']) => {
      index.catchUp();
      const entry = api.findInscription(query);
      if (!entry) return notFound(`inscription ${query}`);
      const source = api.delegateOf(entry) ?? entry;
      const { body, contentType, contentEncoding } = source.envelope;
      if (!body) return notFound(`inscription ${query} content`);
      const headers: Record<string, string> = {
        'Content-Type': decodeHeader(contentType) ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=1209600, immutable',
      };
      const encoding = decodeHeader(contentEncoding);
      if (encoding !== undefined) {
        const accepted = String(req.headers['accept-encoding'] ?? '')
          .split(',')
          .map((e) => e.split(';')[0]?.trim());
        if (!accepted.includes(encoding)) {
          return {
            status: 406,
            body: `inscription content encoding \`${encoding}\` is not acceptable.`,
          };
        }
        headers['Content-Encoding'] = encoding;
      }
      return { status: 200, body, headers };
    }),
    route(
      'GET',
      `${ORD_PREFIX}/rune/:rune`,
      json(
        ([r]) => `Rune ${r}`,
        (_req, [query = '']) => {
          let entry = api.findRune(query);
          if (!entry && !/^\d+(:\d+)?$/.test(query)) {
            const value = parseSpacedRune(query);
            if (value === undefined) return badRequest(`Invalid URL: invalid rune ${query}`);
            const id = index.state.runeByValue.get(value);
            entry = id === undefined ? undefined : index.state.runes.get(id);
            // A named rune that does not exist: an empty 404, as ord answers in JSON.
            if (!entry) return { status: 404, body: '' };
          }
          return entry ? jsonReply(api.rune(entry)) : notFound(`rune ${query}`);
        },
      ),
    ),
    route(
      'GET',
      `${ORD_PREFIX}/runes`,
      json(
        () => 'Runes',
        () => jsonReply(api.runes(0)),
      ),
    ),
    route(
      'GET',
      `${ORD_PREFIX}/runes/:page`,
      json(
        () => 'Runes',
        (_req, [page = '']) =>
          /^\d+$/.test(page) ? jsonReply(api.runes(Number(page))) : badRequest('invalid page'),
      ),
    ),
    route('GET', `${ORD_PREFIX}/blockheight`, () => {
      index.catchUp();
      return { status: 200, body: String(index.height) };
    }),
  ];
}

/** A header value from envelope bytes: printable ASCII only, as an HTTP header must be. */
function decodeHeader(bytes: Uint8Array | undefined): string | undefined {
  if (!bytes || bytes.length === 0) return undefined;
  for (const b of bytes) if (b < 0x20 || b > 0x7e) return undefined;
  // Printable ASCII: latin1 maps each byte to its character, with no argument-count limit.
  return Buffer.from(bytes).toString('latin1');
}
