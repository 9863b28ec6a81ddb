import { RejectError } from '../admission/reject';
import { FaucetError } from '../chain/faucet';
import { parseJsonObject } from '../http/json-body';
import { HttpError, json, type Route, route } from '../http/reply';
import { AddressError, type DevnetNode } from '../node';
import { decodeEtchBody, decodeInscribeBody } from './control-bodies';
import { EtchError, etchRune } from './etch';
import { inscribe } from './inscribe';

/** A refusal of the chain (bad address, empty faucet, a transaction the node rejects) as a 400. */
function toHttpError(err: unknown): never {
  if (err instanceof AddressError || err instanceof FaucetError || err instanceof EtchError) {
    throw new HttpError(400, err.message);
  }
  if (err instanceof RejectError) throw new HttpError(400, `${err.code}: ${err.message}`);
  throw err;
}

/**
 * Assets for a wallet under test, each a real commit and reveal, mined:
 * `POST /__devnet/inscribe {address, contentType, body}` → `{id, commitTxid, revealTxid}` and
 * `POST /__devnet/etch {address, rune?, divisibility?, symbol?, premine?}` →
 * `{id, spacedRune, commitTxid, revealTxid}`.
 */
export function ordControlRoutes(node: DevnetNode): Route[] {
  return [
    route('POST', '/__devnet/inscribe', (req) => {
      const request = decodeInscribeBody(parseJsonObject(req.body));
      try {
        return json(inscribe(node, request));
      } catch (err) {
        toHttpError(err);
      }
    }),
    route('POST', '/__devnet/etch', (req) => {
      const request = decodeEtchBody(parseJsonObject(req.body));
      try {
        return json(etchRune(node, request));
      } catch (err) {
        toHttpError(err);
      }
    }),
  ];
}
