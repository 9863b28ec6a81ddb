/** Every English string the app shows. Strings fixed by the spec are marked (contract). */
export const en = {
  productName: 'Satchel',
  tagline: 'Your Bitcoin wallet, on any app.',
  nav: {
    overview: 'Overview',
    send: 'Send',
    signMessage: 'Sign message',
    signPsbt: 'Sign PSBT',
    runes: 'Runes',
  },
  networkNames: {
    mainnet: 'Mainnet',
    testnet: 'Testnet',
    testnet4: 'Testnet4',
    signet: 'Signet',
    regtest: 'Devnet (regtest)',
  },
  connect: 'Connect wallet',
  disconnect: 'Disconnect',
  notConnected: 'Connect a wallet to see your balance and sign.',
  loading: 'Loading…',
  notFound: 'This page does not exist.',
  backHome: 'Back to the overview',
  pageFailed: 'This page could not be loaded. Check your connection and reload.',
} as const;

export type Strings = typeof en;
