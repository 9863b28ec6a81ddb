import { isLoopbackUrl } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { WalletFailure } from './errors';
import { type KeyAccount, type KeyRing, publicRing, type SecretRing } from './keys';

/**
 * A key ring opened for signing. Every signature the Dev Wallet makes (messages, PSBTs, batches,
 * its own sends, inscription and rune sends) takes its private key from a Signer, and `unlock` is
 * the only way to one: so no path, present or future, signs without passing the gate.
 */
export interface Signer {
  readonly network: BitcoinNetwork;
  /** The public side, to find which account owns an input or takes the change. */
  readonly ring: KeyRing;
  /** The private key of the ring's account at `account.address`; any other address is refused. */
  keyOf(account: KeyAccount): Uint8Array;
}

/**
 * The gate. Never a Bitcoin mainnet signer by accident: mainnet keys open
 * only while the wallet's explorer is on a loopback address, where only a private chain
 * (`satchel-devnet --network mainnet`) can be. Callers take their signer before any prompt or
 * request, so a refusal is the first and only thing that happens.
 */
export function unlock(ring: SecretRing, explorer: string): Signer {
  if (ring.network === 'mainnet' && !isLoopbackUrl(explorer)) {
    throw new WalletFailure(
      'internal',
      `The Satchel Dev Wallet signs with mainnet keys only for a private chain on a loopback address (127.0.0.0/8 or ::1); its explorer is ${explorer}. Point esploraUrl at a devnet started with --network mainnet.`,
    );
  }
  return Object.freeze({
    network: ring.network,
    ring: publicRing(ring),
    keyOf(account: KeyAccount): Uint8Array {
      // By address, so a key of another network or account (same script, other encoding) is
      // never used under this signer's check.
      const own = [ring.payment, ring.ordinals].find((a) => a.address === account.address);
      if (!own)
        throw new WalletFailure(
          'address-mismatch',
          `${account.address} is not a ${ring.network} address of this wallet.`,
        );
      return own.privateKey;
    },
  });
}
