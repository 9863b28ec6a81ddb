import { RPC_ERRORS, RpcError } from './jsonrpc';
import type { Publication } from './mailbox';
import type { Peer, Relay } from './relay';

/**
 * The relay's methods. The `irn_*` ones and their params are the published contract
 * (WalletConnect/walletconnect-docs, docs/specs/servers/relay/relay-server-rpc.md; the param
 * names also in @walletconnect/relay-api's RelayJsonRpc types). `wc_proposeSession` and
 * `wc_approveSession` are the relay-side session methods of "Sign 2.5", which
 * @walletconnect/sign-client 2.25 calls (reown-com/reown_flutter#209 makes the same change in
 * Flutter and explains it): the client does not subscribe to the pairing topic when it creates a pairing, nor to
 * the session topic when it approves; the relay subscribes it and publishes the proposal, or the
 * proposal's answer and the settlement, with the tags the SDK's `ENGINE_RPC_OPTS` gives them.
 */

/** Topics are 32 bytes in hex (relay-server-rpc.md §Definitions). */
const TOPIC = /^[0-9a-f]{64}$/;
/**
 * Batches carry at most 500 entries (reown-rust relay_rpc MAX_SUBSCRIPTION_BATCH_SIZE and
 * MAX_FETCH_BATCH_SIZE; @walletconnect/core's Subscriber sends at most 500 topics a batch).
 */
const BATCH_LIMIT = 500;
/** uint32, per the spec. */
const MAX_TTL = 0xffff_ffff;

/** The Sign SDK's tags (sign-client constants/engine.ts ENGINE_RPC_OPTS): proposal, its answer, settlement. */
const TAG_SESSION_PROPOSE = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE = 1102;

function invalid(message: string): never {
  throw new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${message}`);
}

function object(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    invalid('params must be an object');
  return params as Record<string, unknown>;
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') invalid(`${name} must be a non-empty string`);
  return value;
}

function topic(params: Record<string, unknown>, name = 'topic'): string {
  const value = text(params, name);
  if (!TOPIC.test(value)) invalid(`${name} must be 32 bytes in lower-case hex`);
  return value;
}

function topicList(params: Record<string, unknown>): string[] {
  const value = params.topics;
  if (!Array.isArray(value) || value.length === 0 || value.length > BATCH_LIMIT)
    invalid(`topics must be an array of 1 to ${BATCH_LIMIT} topics`);
  return value.map((entry) => topic({ topic: entry }));
}

function ttl(params: Record<string, unknown>): number {
  const value = params.ttl;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > MAX_TTL)
    invalid('ttl must be a positive number of seconds (uint32)');
  return value;
}

function optionalTag(params: Record<string, unknown>, fallback: number): number {
  const value = params.tag;
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_TTL)
    invalid('tag must be a uint32');
  return value;
}

function attestation(params: Record<string, unknown>): { attestation?: string } {
  const value = params.attestation;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') invalid('attestation must be a string');
  return { attestation: value };
}

/** `irn_publish`'s params (and each of `irn_batchPublish`'s messages). */
function publication(params: Record<string, unknown>): Publication {
  return {
    topic: topic(params),
    message: text(params, 'message'),
    ttl: ttl(params),
    tag: optionalTag(params, 0),
    ...attestation(params),
  };
}

type Handler = (relay: Relay, peer: Peer, params: unknown) => unknown;

const METHODS: Record<string, Handler> = {
  irn_subscribe: (relay, peer, params) => relay.subscribe(peer, topic(object(params))),
  irn_batchSubscribe: (relay, peer, params) =>
    topicList(object(params)).map((entry) => relay.subscribe(peer, entry)),
  irn_unsubscribe: (relay, peer, params) => {
    const p = object(params);
    relay.unsubscribe(peer, topic(p), text(p, 'id'));
    return true;
  },
  irn_batchUnsubscribe: (relay, peer, params) => {
    const list = object(params).subscriptions;
    if (!Array.isArray(list) || list.length === 0 || list.length > BATCH_LIMIT)
      invalid(`subscriptions must be an array of 1 to ${BATCH_LIMIT} {topic, id}`);
    const parsed = list.map((entry) => {
      const p = object(entry);
      return { topic: topic(p), id: text(p, 'id') };
    });
    for (const entry of parsed) relay.unsubscribe(peer, entry.topic, entry.id);
    return true;
  },
  irn_publish: (relay, peer, params) => {
    relay.publish(peer, publication(object(params)));
    return true;
  },
  irn_batchPublish: (relay, peer, params) => {
    const list = object(params).messages;
    if (!Array.isArray(list) || list.length === 0 || list.length > BATCH_LIMIT)
      invalid(`messages must be an array of 1 to ${BATCH_LIMIT} messages`);
    const parsed = list.map((entry) => publication(object(entry)));
    for (const entry of parsed) relay.publish(peer, entry);
    return true;
  },
  irn_fetchMessages: (relay, peer, params) => relay.fetch(peer, [topic(object(params))]),
  irn_batchFetchMessages: (relay, peer, params) => relay.fetch(peer, topicList(object(params))),
  wc_proposeSession: (relay, peer, params) => {
    const p = object(params);
    const pairingTopic = topic(p, 'pairingTopic');
    const proposal = {
      topic: pairingTopic,
      message: text(p, 'sessionProposal'),
      ttl: ttl(p),
      tag: optionalTag(p, TAG_SESSION_PROPOSE),
      ...attestation(p),
    };
    relay.subscribe(peer, pairingTopic);
    relay.publish(peer, proposal);
    return true;
  },
  wc_approveSession: (relay, peer, params) => {
    const p = object(params);
    const pairingTopic = topic(p, 'pairingTopic');
    const sessionTopic = topic(p, 'sessionTopic');
    const response = text(p, 'sessionProposalResponse');
    const settlement = text(p, 'sessionSettlementRequest');
    const seconds = ttl(p);
    relay.subscribe(peer, sessionTopic);
    relay.publish(peer, {
      topic: pairingTopic,
      message: response,
      ttl: seconds,
      tag: TAG_SESSION_PROPOSE_RESPONSE,
    });
    relay.publish(peer, { topic: sessionTopic, message: settlement, ttl: seconds, tag: TAG_SESSION_SETTLE });
    return true;
  },
};

/** Runs one request; throws RpcError for a method the relay lacks or params it refuses. */
export function dispatch(relay: Relay, peer: Peer, method: string, params: unknown): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${method}`);
  relay.calls.set(method, (relay.calls.get(method) ?? 0) + 1);
  return handler(relay, peer, params);
}
