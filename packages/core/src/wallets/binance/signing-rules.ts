import { unisatFollower } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const BINANCE_PROVIDER = 'https://developers.binance.com/docs/binance-w3w/bitcoin-provider';

/** Binance Web3 Wallet's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules = unisatFollower('Binance Web3 Wallet', BINANCE_PROVIDER, {
  networks: ['mainnet', 'testnet', 'signet'],
  batch: 'per-psbt',
  scriptPathNote: 'documents nothing about script-path inputs',
});
