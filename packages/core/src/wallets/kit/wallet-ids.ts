/** The Dev Wallet's wallet id and name, as its `btc_providers` entry announces them. */
export const DEV_WALLET_ID = 'devwallet';
export const DEV_WALLET_NAME = 'Satchel Dev Wallet';
/** The id of a wallet found through the Bitcoin Wallet Standard: this prefix and its name. */
export const WALLET_STANDARD_PREFIX = 'wallet-standard:';
/** The id of another `window.btc_providers` wallet (WBIP-004): this prefix and its entry's id. */
export const SATS_CONNECT_PREFIX = 'sats-connect:';
