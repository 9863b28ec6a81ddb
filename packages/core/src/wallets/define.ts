import type { WalletRules } from './compat/types';
import type { WalletGlobals } from './kit/globals';
import type { StandardWalletSource } from './kit/standard-wallets';
import type { StoreUrls } from './kit/store-link';
import type { Connector, ConnectorCapabilities } from './kit/types';
import type { WalletConnectOptions } from './walletconnect/options';

/**
 * Where a wallet stands, with a day (`YYYY-MM-DD`) and the public page that says so.
 * - `supported`: it offers Bitcoin to web apps, as its documentation (`source`) read on `checked`;
 * - `withdrawn`: it left Bitcoin web apps on `since`. It is listed only while an older install
 *   still injects its provider (and connects if that answers), never as a wallet to install or to
 *   open on a phone. `steps` are the earlier stages of its exit, when it announced them.
 */
export type FamilyStatus =
  | { state: 'supported'; checked: string; source: string }
  | {
      state: 'withdrawn';
      since: string;
      source: string;
      steps?: readonly { since: string; text: string }[];
    };

/** The wallet left Bitcoin web apps: listed only while an older install still injects it. */
export const isWithdrawn = (family: Pick<WalletFamily, 'status'>): boolean =>
  family.status.state === 'withdrawn';

/** The day a withdrawn wallet left Bitcoin web apps; undefined for a supported one. */
export const withdrawnSince = (family: Pick<WalletFamily, 'status'>): string | undefined =>
  family.status.state === 'withdrawn' ? family.status.since : undefined;

/** What a family's loader gets: the wallet id picked and where to find the wallet. */
export interface FamilyContext {
  walletId: string;
  win: WalletGlobals;
  standard: StandardWalletSource | undefined;
  /** The app targets the devnet, so the Dev Wallet may be used. */
  devnet: boolean;
  /** A private test chain: only the Dev Wallet's providers and sessions are kept. */
  privateChain: boolean;
  /** The app's WalletConnect settings, when it offers WalletConnect. */
  walletConnect: WalletConnectOptions | undefined;
}

/**
 * One wallet family: its metadata, how to detect it, its capability preset (what the chooser and
 * pages may offer before the code loads), a lazy connector and its lazy PSBT rules, so the first
 * load holds only this table and detection (docs/performance.md). Each family is one folder,
 * `wallets/<id>/`, whose `index.ts` exports this entry (CONTRIBUTING.md, "Add a wallet").
 */
export interface WalletFamily {
  id: string;
  name: string;
  icon: string;
  store: StoreUrls;
  /** The `btc_providers` ids this family registers, so it is not listed twice. */
  btcProviderIds: readonly string[];
  isInstalled(win: WalletGlobals, standard: StandardWalletSource | undefined): boolean;
  /**
   * The injected object the connector talks to on mainnet (where a family has one per network),
   * or the Wallet Standard wallet; undefined when absent. A private-chain build connects it only
   * when it carries the Dev Wallet's mark.
   */
  provider(win: WalletGlobals, standard: StandardWalletSource | undefined): unknown;
  capabilities: ConnectorCapabilities;
  /** Whether the wallet still offers Bitcoin to web apps, since when, and who says so. */
  status: FamilyStatus;
  /** The wallet's documented link that reopens `pageUrl` in its in-app browser (docs/wallets/mobile.md). */
  openIn?(pageUrl: string): string;
  /** The page runs inside the wallet's in-app browser; asked only on a phone (docs/wallets/mobile.md). */
  isInAppBrowser?(userAgent: string, win: WalletGlobals): boolean;
  /**
   * What the wallet does with a PSBT signing request, each rule with its sources
   * (`wallets/<id>/signing-rules.ts`), fetched with the compatibility check, never with the first page.
   */
  rules(): Promise<WalletRules>;
  /** Fetches the connector code without creating a connector (idle preloading). */
  preload(): Promise<unknown>;
  load(ctx: FamilyContext): Promise<Connector>;
}

/** Ties a dynamic import to the factory that uses it, keeping both typed. */
export function lazy<M>(
  loader: () => Promise<M>,
  create: (module: M, ctx: FamilyContext) => Connector,
): Pick<WalletFamily, 'preload' | 'load'> {
  return { preload: loader, load: async (ctx) => create(await loader(), ctx) };
}

/** A family entry, its id kept as a literal type so the table yields `FamilyId`. */
export function defineFamily<const Id extends string>(
  family: WalletFamily & { id: Id },
): WalletFamily & { id: Id } {
  return family;
}

export const chromeStore = (slug: string, id: string) =>
  `https://chromewebstore.google.com/detail/${slug}/${id}`;
