/** The English strings of the shell and first screen; the pages add theirs in en-pages.ts. Strings fixed by the spec are marked (contract). */
export const en = {
  productName: 'Satchel',
  tagline: 'Your Bitcoin wallet, on any app.',
  nav: {
    overview: 'Overview',
    send: 'Send',
    signMessage: 'Sign message',
    signPsbt: 'Sign PSBT',
    runes: 'Runes',
    signIn: 'Sign in',
    assets: 'Assets',
  },
  /** A mainnet-encoded devnet build says so on every page. */
  privateChainBanner: 'Private test chain: not Bitcoin mainnet.',
  networkNames: {
    mainnet: 'Mainnet',
    testnet: 'Testnet',
    testnet4: 'Testnet4',
    signet: 'Signet',
    regtest: 'Devnet (regtest)',
  },
  connect: 'Connect wallet',
  connectMessage: 'Satchel would like to see your addresses.',
  disconnect: 'Disconnect',
  notConnected: 'Connect a wallet to see your balance and sign.',
  loading: 'Loading…',
  notFound: 'This page does not exist.',
  backHome: 'Back to the overview',
  copy: 'Copy',
  copied: 'Copied',
  retry: 'Retry',
  cancelWait: 'Stop waiting for the wallet',
  purposes: { payment: 'Payment', ordinals: 'Ordinals' },
  /** For a wallet with a payment account only (MetaMask). */
  noOrdinalsAddress: (wallet: string) =>
    `${wallet} has no separate ordinals address; inscriptions and runes stay on your payment address.`,
  balance: {
    title: 'Balance',
    confirmed: 'Confirmed',
    pending: 'Pending',
    unavailable: 'Balance unavailable',
    walletSays: '{wallet} reports',
    recent: 'Recent transactions',
  },
  pageFailed: 'This page could not be loaded. Check your connection and reload.',
} as const;

export type Strings = typeof en;
