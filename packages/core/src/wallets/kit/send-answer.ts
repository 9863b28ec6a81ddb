import { Errors } from '../../primitives/errors';
import type { SendTransferResult } from './types';

/**
 * A wallet's `sendTransfer` answer as a typed result. A co-signed account answers without a
 * transaction: Leather's policy (multisig) accounts send `{txid: '', status: 'proposed',
 * proposalId}` (leather-io/mono#2438, #2648), and an empty `txid` from any wallet means the same:
 * nothing was broadcast, so there is no transaction to show or follow. No answer, or a `txid`
 * that is not a string, is the empty wallet result.
 */
export function readSendAnswer(result: unknown): SendTransferResult {
  const answer = (result && typeof result === 'object' ? result : {}) as {
    txid?: unknown;
    status?: unknown;
    proposalId?: unknown;
  };
  if (answer.status === 'proposed' || answer.txid === '') {
    const { proposalId } = answer;
    return typeof proposalId === 'string' && proposalId !== ''
      ? { kind: 'proposed', proposalId }
      : { kind: 'proposed' };
  }
  if (typeof answer.txid !== 'string') throw Errors.emptyWalletResult();
  return { kind: 'broadcast', txid: answer.txid };
}

/**
 * The txid of a payment that must be on the chain to go on (a rune order's funding, a fee bump).
 * A payment only proposed to co-signers is refused in words that do not invite paying again.
 */
export function broadcastTxid(answer: SendTransferResult): string {
  if (answer.kind === 'proposed') throw Errors.sentToCosigners({ details: answer.proposalId });
  return answer.txid;
}
