import { COMPAT_WALLETS } from '@satchel/core/compat';
import { DEFAULT_BASES } from '@satchel/core/config';
import { type BitcoinNetwork, isBitcoinNetwork } from '@satchel/core/networks';

/**
 * The wallet families the Dev Wallet can impersonate: the wallets whose signing rules
 * `@satchel/core/compat` knows, one list for both.
 */
export const FAMILIES = COMPAT_WALLETS;
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
  /** Known misbehaviours of real wallets, switched on per family, so an app can test how it copes. */
  quirks?: Partial<Record<Family, QuirkName[]>>;
  /**
   * The Bitcoin scopes MetaMask grants when the page asks for a session. MetaMask's wallet asks
   * for mainnet and the extension offers no Bitcoin test network to pick, so mainnet alone unless
   * a test names others (`regtest` for the regtest devnet).
   */
  metamaskScopes?: MetaMaskScope[];
}

const METAMASK_SCOPES = ['mainnet', 'testnet', 'testnet4', 'regtest'] as const;
export type MetaMaskScope = (typeof METAMASK_SCOPES)[number];

/**
 * Misbehaviours seen in real wallets that an app must survive:
 * - `signs-nothing`: the wallet approves and answers with the PSBT it was given, unsigned, as a
 *   success. MetaMask's Bitcoin Wallet Standard wallet did exactly this
 *   (https://github.com/reown-com/appkit/issues/5744: `signPSBT()` resolved, the PSBT parsed, the
 *   requested input had no `partialSig`);
 * - `bogus-public-key`: every account's public key is the address's own UTF-8 bytes, as
 *   `@metamask/bitcoin-wallet-standard` 1.3 builds its accounts
 *   (`dist/wallet.mjs`: `publicKey: new TextEncoder().encode(address)`; the same AppKit issue);
 * - `refuses-sighash-lists`: the wallet refuses any request naming a sighash for an input;
 * - `swaps-witness`: the wallet approves and answers with each input it signed finalized, the
 *   witness's signature and key swapped (`[key, signature]`): readable, carrying a valid
 *   signature, and refused by every node (BIP-141 p2wpkh takes exactly `[signature, key]`), the
 *   class of answer the app must judge as a node would;
 * - `policy-account`: the account is co-signed (a multisig policy), so the wallet's own send is
 *   approved and handed to the co-signers, nothing broadcast: Leather's policy accounts answer
 *   `sendTransfer` with `{txid: '', status: 'proposed', proposalId}` (leather-io/mono#2438,
 *   leather-io/mono#2648).
 */
export const QUIRKS = [
  'signs-nothing',
  'bogus-public-key',
  'refuses-sighash-lists',
  'swaps-witness',
  'policy-account',
] as const;
export type Quirk = (typeof QUIRKS)[number];

/** Earlier names still accepted: `unsigned-psbt-as-success` is `signs-nothing`. */
const QUIRK_ALIASES = { 'unsigned-psbt-as-success': 'signs-nothing' } as const satisfies Record<
  string,
  Quirk
>;
/** What `quirks` may name: a quirk or an earlier name of one. */
export type QuirkName = Quirk | keyof typeof QUIRK_ALIASES;

export interface DevWalletConfig {
  mnemonic: string;
  network: BitcoinNetwork;
  esploraUrl: string;
  impersonate: Family[];
  autoApprove: boolean;
  injectDelayMs: number;
  singleAddressType: 'p2wpkh' | 'p2tr';
  quirks: Partial<Record<Family, Quirk[]>>;
  metamaskScopes: MetaMaskScope[];
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
    quirks: readQuirks(options.quirks),
    metamaskScopes: readScopes(options.metamaskScopes),
  };
}

/** Known scope names only, in MetaMask's order of preference; mainnet when none is named. */
function readScopes(value: unknown): MetaMaskScope[] {
  const named = Array.isArray(value) ? value : [];
  const scopes = METAMASK_SCOPES.filter((scope) => named.includes(scope));
  return scopes.length > 0 ? scopes : ['mainnet'];
}

/** Keeps only known families and known quirks: a typo switches nothing on. */
function readQuirks(value: unknown): Partial<Record<Family, Quirk[]>> {
  if (!value || typeof value !== 'object') return {};
  const quirks: Partial<Record<Family, Quirk[]>> = {};
  for (const [family, list] of Object.entries(value as Record<string, unknown>)) {
    if (!isFamily(family) || !Array.isArray(list)) continue;
    const known = list
      .map((q) =>
        typeof q === 'string' && Object.hasOwn(QUIRK_ALIASES, q)
          ? QUIRK_ALIASES[q as keyof typeof QUIRK_ALIASES]
          : q,
      )
      .filter((q): q is Quirk => (QUIRKS as readonly string[]).includes(q));
    quirks[family] = [...new Set(known)];
  }
  return quirks;
}

/** Whether `family` has `quirk` switched on. */
export function hasQuirk(config: DevWalletConfig, family: Family, quirk: Quirk): boolean {
  return config.quirks[family]?.includes(quirk) ?? false;
}
