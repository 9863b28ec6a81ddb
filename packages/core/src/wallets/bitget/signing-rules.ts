import { unisatFollower } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const BITGET_NOTES =
  'https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md';

/** Bitget Wallet's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules = unisatFollower('Bitget Wallet', BITGET_NOTES, {
  networks: ['mainnet', 'testnet', 'signet'],
  batch: 'one',
  scriptPathNote: 'documents disableTweakSigner for script-path inputs, not which leaves it signs',
});
