import { getSdkError } from '@walletconnect/utils';
import { toFailure } from '../errors';

/** A JSON-RPC error body as a WalletConnect response carries it. */
interface ErrorResponse {
  code: number;
  message: string;
}

/**
 * The error a phone wallet answers a request with. A refusal is WalletConnect's own "User
 * rejected." (code 5000, @walletconnect/utils `getSdkError('USER_REJECTED')`; the Sign API's
 * error codes, specs.walletconnect.com/2.0/specs/clients/sign/error-codes), what WalletKit wallets
 * answer; bad params and the rest are JSON-RPC 2.0's own codes (jsonrpc.org/specification §5.1).
 * For those reserved codes the SDK sends the standard text ("Invalid params", "Internal error")
 * in place of the wallet's (@walletconnect/jsonrpc-utils `formatErrorMessage`), so a dapp sees
 * the code only; the person saw the reason on the phone.
 */
export function rpcErrorOf(error: unknown): ErrorResponse {
  const failure = toFailure(error);
  switch (failure.kind) {
    case 'rejected':
      return getSdkError('USER_REJECTED');
    case 'invalid-params':
    case 'address-mismatch':
      return { code: -32602, message: failure.message };
    case 'invalid-request':
      return { code: -32600, message: failure.message };
    case 'access-denied':
      return getSdkError('UNAUTHORIZED_METHOD', failure.message);
    default:
      return { code: -32603, message: failure.message };
  }
}

/** A method the session did not grant, or one this wallet does not have. */
export const METHOD_NOT_FOUND = (method: string): ErrorResponse => ({
  code: -32601,
  message: `Method not found: ${method}`,
});
