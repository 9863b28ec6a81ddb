/**
 * Wallet apps that speak Bitcoin over WalletConnect, with the documented link that hands them a
 * pairing link on the same phone (EIP-1328 `wc:` links wrapped in each app's universal link):
 * MetaMask Mobile (metamask-mobile#31637 added `bip122`; its `metamask.app.link/wc?uri=` link) and
 * Trust Wallet (`link.trustwallet.com/wc?uri=`, developer.trustwallet.com "Deep Linking"; its
 * TrustConnect SDK has a `bip122` namespace). Any other app registered for `wc:` opens the raw link.
 */
export const PHONE_WALLETS: readonly { id: string; name: string; link: (uri: string) => string }[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    link: (uri) => `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    link: (uri) => `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
  },
];
