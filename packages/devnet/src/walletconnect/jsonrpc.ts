/**
 * The JSON-RPC 2.0 envelope the relay speaks over its WebSocket (https://www.jsonrpc.org/specification),
 * as WalletConnect's relay uses it: ids are numbers or strings (the SDK sends large integers),
 * every request is answered, and a frame that is not JSON is answered with a parse error rather than
 * closing the socket.
 */

type RpcId = number | string;

interface RpcRequest {
  id: RpcId;
  method: string;
  params: unknown;
}

interface RpcResponse {
  id: RpcId;
  result?: unknown;
  error?: { code: number; message: string };
}

/** JSON-RPC 2.0 §5.1's reserved codes. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** Thrown by a method's handler; answered as the request's `error`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type Frame =
  | { kind: 'request'; request: RpcRequest }
  | { kind: 'response'; response: RpcResponse }
  | { kind: 'invalid'; id: RpcId | null; code: number; message: string };

const isId = (value: unknown): value is RpcId =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';

/** One WebSocket text frame as a request, a response to one of the relay's own requests, or why neither. */
export function parseFrame(text: string): Frame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      kind: 'invalid',
      id: null,
      code: RPC_ERRORS.parse,
      message: 'Parse error: the frame is not JSON',
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      kind: 'invalid',
      id: null,
      code: RPC_ERRORS.invalidRequest,
      message: 'Invalid request: expected a JSON-RPC object',
    };
  }
  const frame = value as Record<string, unknown>;
  const id = isId(frame.id) ? frame.id : null;
  if (frame.jsonrpc !== '2.0' || id === null) {
    return {
      kind: 'invalid',
      id,
      code: RPC_ERRORS.invalidRequest,
      message: 'Invalid request: jsonrpc must be "2.0" and id a number or string',
    };
  }
  if (typeof frame.method === 'string') {
    return { kind: 'request', request: { id, method: frame.method, params: frame.params } };
  }
  if ('result' in frame || 'error' in frame) {
    const error = frame.error as { code?: unknown; message?: unknown } | undefined;
    return {
      kind: 'response',
      response: {
        id,
        ...('result' in frame ? { result: frame.result } : {}),
        ...(error ? { error: { code: Number(error.code), message: String(error.message) } } : {}),
      },
    };
  }
  return {
    kind: 'invalid',
    id,
    code: RPC_ERRORS.invalidRequest,
    message: 'Invalid request: no method, result or error',
  };
}

export const resultFrame = (id: RpcId, result: unknown): string =>
  JSON.stringify({ id, jsonrpc: '2.0', result });

export const errorFrame = (id: RpcId | null, code: number, message: string): string =>
  JSON.stringify({ id, jsonrpc: '2.0', error: { code, message } });

export const requestFrame = (id: RpcId, method: string, params: unknown): string =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params });
