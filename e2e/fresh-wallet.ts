import type { BitcoinNetwork } from '@satchel/core/networks';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { deriveKeyRing, prepareSeed, type SecretRing } from '../packages/devwallet/src/keys';

/**
 * A key ring derived the first time it is read. Spec files make their wallets while Playwright
 * collects them, once in the runner and again in every worker that runs the file, and deriving a
 * ring (BIP-39's 2,048 rounds of PBKDF2 and the BIP-32 path, in JavaScript) costs tens of
 * milliseconds each: only the tests that run pay for it, when they run.
 */
export function ringWhenRead(mnemonic: string, network: BitcoinNetwork, accountIndex = 0): () => SecretRing {
  let ring: SecretRing | undefined;
  return () => {
    ring ??= deriveKeyRing(mnemonic, network, accountIndex);
    return ring;
  };
}

export interface FreshWallet {
  mnemonic: string;
  /** The BIP-84 payment address (derived when first read). */
  readonly payment: string;
  /** The BIP-86 taproot address (derived when first read). */
  readonly ordinals: string;
}

/**
 * A wallet of its own, with a new mnemonic, its addresses on `network`. In a test worker its BIP-39
 * seed is made at once by the platform's PBKDF2 (Web Crypto, off the JavaScript thread), ready before
 * the test reads an address, instead of 2,048 rounds in JavaScript then; the runner, which only
 * collects the tests, makes none.
 */
export function freshWalletOn(network: BitcoinNetwork): FreshWallet {
  const mnemonic = generateMnemonic(wordlist);
  if (process.env.TEST_WORKER_INDEX !== undefined) void prepareSeed(mnemonic);
  const ring = ringWhenRead(mnemonic, network);
  return {
    mnemonic,
    get payment() {
      return ring().payment.address;
    },
    get ordinals() {
      return ring().ordinals.address;
    },
  };
}
