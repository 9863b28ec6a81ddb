import { randomBytes } from 'node:crypto';

/** How long an issued nonce can be used. */
export const NONCE_TTL_MS = 5 * 60_000;
/** Unused nonces kept at most; the oldest goes first, so a busy client cannot grow memory. */
export const MAX_OPEN_NONCES = 10_000;

type NonceState = 'ok' | 'unknown' | 'expired';

/**
 * Sign-in nonces: random, single-use and short-lived. 128 random bits as 32 hex characters,
 * which meets EIP-4361's `nonce = 8*( ALPHA / DIGIT )` (https://eips.ethereum.org/EIPS/eip-4361).
 */
export class NonceStore {
  /** nonce → expiry time in ms; a Map keeps issue order, oldest first. */
  private readonly open = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    this.dropExpired();
    if (this.open.size >= MAX_OPEN_NONCES) {
      const oldest = this.open.keys().next().value;
      if (oldest !== undefined) this.open.delete(oldest);
    }
    const nonce = randomBytes(16).toString('hex');
    this.open.set(nonce, this.now() + NONCE_TTL_MS);
    return nonce;
  }

  /** Uses up the nonce: it is `ok` once, and never again, whatever the sign-in's outcome. */
  take(nonce: string): NonceState {
    const expires = this.open.get(nonce);
    if (expires === undefined) return 'unknown';
    this.open.delete(nonce);
    return this.now() < expires ? 'ok' : 'expired';
  }

  get size(): number {
    return this.open.size;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [nonce, expires] of this.open) {
      if (expires > now) break; // issue order is expiry order
      this.open.delete(nonce);
    }
  }
}
