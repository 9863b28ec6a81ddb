import { unisatFollower } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const WIZZ_DEMO = 'https://github.com/WizzWallet/wizzwallet-provider-demo';

/** Wizz's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules = unisatFollower('Wizz', WIZZ_DEMO, {
  // No testnet4: `NetworkType` of https://www.npmjs.com/package/@wizz-btc/provider/v/0.2.14 (the
  // demo's 2024 selector offered one no package Wizz publishes names now).
  networks: ['mainnet', 'testnet', 'signet'],
  batch: 'per-psbt',
  scriptPathNote: 'documents nothing about script-path inputs',
});
