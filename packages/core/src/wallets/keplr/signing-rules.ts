import type { WalletRules } from '../compat/types';
import { unisatFollower } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const KEPLR_BITCOIN =
  'https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md';

const KEPLR_FOLLOWER = unisatFollower('Keplr', KEPLR_BITCOIN, {
  networks: ['mainnet', 'testnet', 'signet'],
  // One options object for every PSBT of `signPsbts`, so Satchel signs its batches one by one.
  batch: 'per-psbt',
  scriptPathNote: 'documents disableTweakSigner and useTweakedSigner, not which leaves it signs',
});

/** Keplr's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  ...KEPLR_FOLLOWER,
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'docs',
    sources: [KEPLR_BITCOIN],
    plain: 'autoFinalized defaults to true: the inputs it signs come back finalized',
  },
};
