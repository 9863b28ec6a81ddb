import { ErrorCode, type SatchelError } from '../primitives/errors';
import type { ConnectionStorage } from './connection-storage';

/** Outcomes that mean "the person said no" for the default-provider rule below. */
const DECLINED = new Set<number>([ErrorCode.USER_REJECTION, ErrorCode.WALLET_TIMEOUT]);

/**
 * What a failed connect leaves as the stored default wallet. A stale default (wallet uninstalled)
 * must not trap every later request (docs/sats-connect.md P11), nor may a wallet a private chain
 * refuses stand in for the chooser: both are forgotten. Otherwise only a rejected
 * first choice is forgotten (docs/sats-connect.md §1.4 step 6): a wallet that was the
 * default stays it, and one that failed for another reason becomes it.
 */
export function rememberAfterFailedConnect(
  storage: ConnectionStorage,
  error: SatchelError,
  walletId: string,
  wasDefault: boolean,
): void {
  if (error.code === ErrorCode.PROVIDER_NOT_FOUND || error.code === ErrorCode.PRIVATE_CHAIN_WALLET) {
    storage.clearDefaultProvider();
  } else if (!DECLINED.has(error.code) || wasDefault) {
    storage.writeDefaultProvider(walletId);
  }
}
