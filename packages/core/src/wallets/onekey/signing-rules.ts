import { unisatFollower } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const ONEKEY_BTC = 'https://github.com/OneKeyHQ/docs/tree/HEAD/connect-to-software/webapp-connect-onekey/btc';

/** OneKey's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules = unisatFollower('OneKey', ONEKEY_BTC, {
  networks: ['mainnet', 'testnet'],
  // signPsbts opens one screen per PSBT (OneKeyHQ/app-monorepo ProviderApiBtc.ts).
  batch: 'per-psbt',
  scriptPathNote: 'documents nothing about script-path inputs',
});
