/**
 * Parses the node's reason out of a failed `POST /tx` body. Two spellings exist
 * (docs/esplora-api.md §1.8):
 *   mempool.space:   `sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 110 < 141"}`
 *   blockstream.info: `sendrawtransaction RPC error -26: min relay fee not met, 110 < 141`
 */
export interface NodeRejection {
  code: number | undefined;
  reason: string;
}

const RPC_ERROR = /RPC error(?::\s*(\{.*\})|\s+(-?\d+):\s*(.*))/s;

export function parseNodeRejection(body: string): NodeRejection {
  const text = body.trim();
  const match = RPC_ERROR.exec(text);
  if (match?.[1]) {
    try {
      const parsed = JSON.parse(match[1]) as { code?: unknown; message?: unknown };
      const code = typeof parsed.code === 'number' ? parsed.code : undefined;
      const reason = typeof parsed.message === 'string' ? parsed.message : text;
      return { code, reason };
    } catch {
      return { code: undefined, reason: text };
    }
  }
  if (match?.[2] !== undefined) {
    return { code: Number(match[2]), reason: (match[3] ?? '').trim() || text };
  }
  return { code: undefined, reason: text };
}

/**
 * Core -27 means the transaction is already confirmed: re-broadcast is idempotent, so
 * it counts as success. Older Core words it differently.
 */
export function isAlreadyConfirmed(rejection: NodeRejection): boolean {
  return (
    rejection.code === -27 ||
    /already in (utxo set|block chain)/i.test(rejection.reason) ||
    /outputs already in utxo set/i.test(rejection.reason)
  );
}
