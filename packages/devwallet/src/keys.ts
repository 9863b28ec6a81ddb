import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { type BitcoinNetwork, networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import * as btc from '@scure/btc-signer';

type Purpose = 'payment' | 'ordinals';

/**
 * One derived address with everything every family's account shape needs, and no secret: the
 * private key is reached only through a `Signer` (signer.ts).
 */
export interface KeyAccount {
  purpose: Purpose;
  addressType: 'p2wpkh' | 'p2tr';
  address: string;
  /** 33-byte compressed public key (the taproot internal key for p2tr). */
  publicKey: Uint8Array;
  /** 32-byte x-only internal key (BIP-340); equals publicKey without its prefix. */
  xOnlyPublicKey: Uint8Array;
  script: Uint8Array;
  derivationPath: string;
  /**
   * The account's output descriptor with its key origin (BIP-380): `wpkh([fingerprint/84'/1'/0']xpub…)`,
   * `tr([fingerprint/86'/1'/0']xpub…)`.
   */
  descriptor: string;
}

export interface KeyRing {
  network: BitcoinNetwork;
  accountIndex: number;
  payment: KeyAccount;
  ordinals: KeyAccount;
}

/** An account as derived, private key included. */
interface SecretAccount extends KeyAccount {
  privateKey: Uint8Array;
}

export interface SecretRing extends KeyRing {
  payment: SecretAccount;
  ordinals: SecretAccount;
}

/** SLIP-44: coin type 0 on mainnet, 1 on every test network (regtest included). */
function coinType(network: BitcoinNetwork): number {
  return network === 'mainnet' ? 0 : 1;
}

const seedCache = new Map<string, Uint8Array>();

function masterKey(mnemonic: string): HDKey {
  let seed = seedCache.get(mnemonic);
  if (!seed) {
    if (!validateMnemonic(mnemonic, wordlist)) throw new Error('Invalid BIP-39 mnemonic.');
    seed = mnemonicToSeedSync(mnemonic);
    seedCache.set(mnemonic, seed);
  }
  return HDKey.fromMasterSeed(seed);
}

/**
 * Fills the seed of `mnemonic` ahead with the platform's own PBKDF2 (Web Crypto), as BIP-39 defines
 * the seed: PBKDF2-HMAC-SHA512 of the NFKD-normalised mnemonic, salted with "mnemonic" and an empty
 * passphrase, 2,048 rounds, 64 bytes. The same rounds in JavaScript hold a page's main thread for
 * tens of milliseconds, on every page the Dev Wallet is injected into. Resolves false, and leaves
 * the synchronous derivation to run when keys are first needed, where Web Crypto is missing (an
 * origin that is not secure) or the mnemonic is not valid.
 */
export async function prepareSeed(mnemonic: string): Promise<boolean> {
  if (seedCache.has(mnemonic)) return true;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !validateMnemonic(mnemonic, wordlist)) return false;
  try {
    const utf8 = (text: string) => new TextEncoder().encode(text.normalize('NFKD'));
    const password = await subtle.importKey('raw', utf8(mnemonic), 'PBKDF2', false, ['deriveBits']);
    const seed = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-512', salt: utf8('mnemonic'), iterations: 2048 },
      password,
      512,
    );
    if (!seedCache.has(mnemonic)) seedCache.set(mnemonic, new Uint8Array(seed));
    return true;
  } catch {
    return false;
  }
}

/**
 * `script([fingerprint/account path]xpub)`, the key expression as @leather.io/crypto's
 * `deriveKeychainExtendedPublicKeyDescriptor` writes it (master fingerprint, `'` for hardened, the
 * account's extended public key with BIP-32's default version bytes).
 */
function accountDescriptor(root: HDKey, script: 'wpkh' | 'tr', path: string): string {
  const accountPath = path.split('/').slice(0, 4).join('/');
  const fingerprint = root.fingerprint.toString(16).padStart(8, '0');
  return `${script}([${fingerprint}/${accountPath.replace(/^m\//, '')}]${root.derive(accountPath).publicExtendedKey})`;
}

function derive(root: HDKey, path: string): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const node = root.derive(path);
  if (!node.privateKey || !node.publicKey) throw new Error(`No key at ${path}.`);
  return { privateKey: node.privateKey, publicKey: node.publicKey };
}

/**
 * Payment = P2WPKH at BIP-84 `m/84'/coin'/account'/0/0`, ordinals = P2TR key-path at BIP-86
 * `m/86'/coin'/account'/0/0` (the layout Xverse, Leather and Magic Eden use for software accounts).
 * Private keys included, for the tools and fixtures that fund or build test transactions. Inside
 * the Dev Wallet only `DevWallet` calls it: its families get `publicRing` and a gated `Signer`.
 */
export function deriveKeyRing(mnemonic: string, network: BitcoinNetwork, accountIndex = 0): SecretRing {
  // A wallet holds its keys ready: deriving costs ~100 ms the first time and ~12 ms after
  // (pure-JS PBKDF2 and EC math), far too slow to repeat on every request.
  const key = `${network}|${accountIndex}|${mnemonic}`;
  let ring = ringCache.get(key);
  if (!ring) {
    ring = buildKeyRing(mnemonic, network, accountIndex);
    ringCache.set(key, ring);
  }
  return ring;
}

const ringCache = new Map<string, SecretRing>();

function buildKeyRing(mnemonic: string, network: BitcoinNetwork, accountIndex: number): SecretRing {
  const root = masterKey(mnemonic);
  const params = networkParams(network);
  const coin = coinType(network);

  const paymentPath = `m/84'/${coin}'/${accountIndex}'/0/0`;
  const pay = derive(root, paymentPath);
  const payOut = btc.p2wpkh(pay.publicKey, params);

  const ordinalsPath = `m/86'/${coin}'/${accountIndex}'/0/0`;
  const ord = derive(root, ordinalsPath);
  const xOnly = ord.publicKey.slice(1);
  // BIP-86: key-path only, so the output key is the internal key tweaked with an empty merkle root.
  const ordOut = btc.p2tr(xOnly, undefined, params);

  return {
    network,
    accountIndex,
    payment: {
      purpose: 'payment',
      addressType: 'p2wpkh',
      address: payOut.address as string,
      publicKey: pay.publicKey,
      xOnlyPublicKey: pay.publicKey.slice(1),
      privateKey: pay.privateKey,
      script: payOut.script,
      derivationPath: paymentPath,
      descriptor: accountDescriptor(root, 'wpkh', paymentPath),
    },
    ordinals: {
      purpose: 'ordinals',
      addressType: 'p2tr',
      address: ordOut.address as string,
      publicKey: ord.publicKey,
      xOnlyPublicKey: xOnly,
      privateKey: ord.privateKey,
      script: ordOut.script,
      derivationPath: ordinalsPath,
      descriptor: accountDescriptor(root, 'tr', ordinalsPath),
    },
  };
}

const publicCache = new WeakMap<SecretRing, KeyRing>();

function withoutSecret({ privateKey: _secret, ...account }: SecretAccount): KeyAccount {
  return Object.freeze(account);
}

const stacksKeyCache = new Map<string, Uint8Array>();

/**
 * The public key of the Stacks account a Leather seed holds beside its Bitcoin ones,
 * `m/44'/5757'/0'/0/<account>` (SLIP-44 coin type 5757), which Leather lists in `getAddresses`.
 * Public only: nothing here signs Stacks transactions.
 */
export function stacksPublicKey(mnemonic: string, accountIndex = 0): Uint8Array {
  const key = `${accountIndex}|${mnemonic}`;
  let publicKey = stacksKeyCache.get(key);
  if (!publicKey) {
    publicKey = derive(masterKey(mnemonic), `m/44'/5757'/0'/0/${accountIndex}`).publicKey;
    stacksKeyCache.set(key, publicKey);
  }
  return publicKey;
}

/** `ring` without its private keys (the same object for the same ring, as `deriveKeyRing` caches). */
export function publicRing(ring: SecretRing): KeyRing {
  let open = publicCache.get(ring);
  if (!open) {
    open = Object.freeze({
      network: ring.network,
      accountIndex: ring.accountIndex,
      payment: withoutSecret(ring.payment),
      ordinals: withoutSecret(ring.ordinals),
    });
    publicCache.set(ring, open);
  }
  return open;
}

/** The account that owns an output script, if any. */
export function accountForScript(ring: KeyRing, script: Uint8Array): KeyAccount | undefined {
  const target = hex.encode(script);
  return [ring.payment, ring.ordinals].find((account) => hex.encode(account.script) === target);
}

export function accountForAddress(ring: KeyRing, address: string): KeyAccount | undefined {
  const lower = address.trim().toLowerCase();
  return [ring.payment, ring.ordinals].find((account) => account.address.toLowerCase() === lower);
}

/** Sanity check used by tests: the private key really belongs to the public key. */
export function keyMatches(account: SecretAccount): boolean {
  if (account.addressType === 'p2tr') {
    return hex.encode(schnorr.getPublicKey(account.privateKey)) === hex.encode(account.xOnlyPublicKey);
  }
  return hex.encode(secp256k1.getPublicKey(account.privateKey, true)) === hex.encode(account.publicKey);
}
