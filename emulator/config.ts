import { DEFAULT_BASES } from '../src/core/config';
import { type BitcoinNetwork, isBitcoinNetwork } from '../src/core/networks';

/** The wallet families the Dev Wallet can impersonate (SPEC R14). */
export const FAMILIES = [
  'xverse',
  'unisat',
  'magiceden',
  'leather',
  'okx',
  'devwallet',
  'standard',
  'bitget',
  'binance',
  'keplr',
  'phantom',
  'oyl',
  'wizz',
  'orange',
] as const;
export type Family = (typeof FAMILIES)[number];

/** BIP-39 test mnemonic used by BIP-84/BIP-86 test vectors; never holds real funds. */
export const DEFAULT_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** What a page may put in `window.__SATCHEL_DEVWALLET__` before the script runs. */
export interface DevWalletOptions {
  mnemonic?: string;
  network?: BitcoinNetwork;
  esploraUrl?: string;
  impersonate?: Family[];
  autoApprove?: boolean;
  /** Delay before the globals appear, to exercise late-injection handling (docs/wallet-interfaces.md §10). */
  injectDelayMs?: number;
  /** Address type of the single-address families (Unisat, OKX, Bitget, Binance, Keplr); each lets the user pick. */
  singleAddressType?: 'p2wpkh' | 'p2tr';
}

export interface DevWalletConfig {
  mnemonic: string;
  network: BitcoinNetwork;
  esploraUrl: string;
  impersonate: Family[];
  autoApprove: boolean;
  injectDelayMs: number;
  singleAddressType: 'p2wpkh' | 'p2tr';
}

function isFamily(value: unknown): value is Family {
  return typeof value === 'string' && (FAMILIES as readonly string[]).includes(value);
}

/** Fills defaults and drops anything malformed so a typo never half-installs the wallet. */
export function resolveConfig(input: unknown): DevWalletConfig {
  const options = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const network = isBitcoinNetwork(options.network) ? options.network : 'regtest';
  const esploraUrl =
    typeof options.esploraUrl === 'string' && options.esploraUrl.trim() !== ''
      ? options.esploraUrl.trim()
      : DEFAULT_BASES.explorer[network];
  const impersonate = Array.isArray(options.impersonate)
    ? options.impersonate.filter(isFamily)
    : [...FAMILIES];
  const delay = Number(options.injectDelayMs);
  return {
    mnemonic:
      typeof options.mnemonic === 'string' && options.mnemonic.trim() !== ''
        ? options.mnemonic.trim()
        : DEFAULT_MNEMONIC,
    network,
    esploraUrl: esploraUrl.replace(/\/+$/, ''),
    impersonate,
    autoApprove: options.autoApprove === true,
    injectDelayMs: Number.isFinite(delay) && delay > 0 ? delay : 0,
    singleAddressType: options.singleAddressType === 'p2tr' ? 'p2tr' : 'p2wpkh',
  };
}
