/**
 * Why a wallet operation failed, independent of how a family reports it. Each family maps
 * these onto its own wire shape (Xverse envelope, Unisat `{code, message}`, Leather envelope…).
 */
type FailureKind =
  | 'rejected'
  | 'invalid-params'
  | 'invalid-request'
  | 'access-denied'
  | 'address-mismatch'
  | 'internal';

/**
 * Marks a failure across the Dev Wallet's scripts: the wallet SDKs' chunks (sdk-chunks.ts) carry a
 * copy of this class of their own, so `instanceof` alone would miss the failures they throw.
 */
const FAILURE = Symbol.for('satchel.devwallet.WalletFailure');

export class WalletFailure extends Error {
  override readonly name = 'WalletFailure';
  readonly [FAILURE] = true;
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' && value !== null && (value as { [FAILURE]?: unknown })[FAILURE] === true
    );
  }
}

function isWalletFailure(value: unknown): value is WalletFailure {
  return value instanceof WalletFailure;
}

/** Any thrown value as a WalletFailure; unknown errors become internal failures. */
export function toFailure(error: unknown): WalletFailure {
  if (isWalletFailure(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new WalletFailure('internal', message);
}
