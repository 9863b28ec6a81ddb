import { networkRefusal } from '../compat/refusals';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
/** `#fillPsbt`: the account rebuilds the transaction from the PSBT as a template. */
const METAMASK_ACCOUNT_USE_CASES =
  'https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src/use-cases/AccountUseCases.ts';
const METAMASK_WALLET_STANDARD = 'https://www.npmjs.com/package/@metamask/bitcoin-wallet-standard';

/** MetaMask's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'MetaMask',
  format: {
    input: 'bytes',
    output: 'bytes',
    returns: 'psbt',
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'Wallet Standard bytes in and out',
  },
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'source',
    sources: [METAMASK_ACCOUNT_USE_CASES],
    plain: 'what comes back is finalized',
  },
  sighash: {
    policy: 'unknown',
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'ignores inputsToSign, sighash included',
  },
  scriptPath: {
    policy: 'never',
    refusal: {
      words: 'has no taproot key: its one account is native segwit',
      quoted: false,
      source: METAMASK_WALLET_STANDARD,
    },
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'has one native segwit account and no taproot key',
  },
  addresses: {
    policy: 'one',
    refusal: {
      words: 'signs with its one native segwit account only',
      quoted: false,
      source: METAMASK_WALLET_STANDARD,
    },
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'one account',
  },
  batch: {
    prompts: 'per-psbt',
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'each PSBT is its own prompt',
  },
  networks: {
    networks: ['mainnet', 'testnet', 'testnet4', 'regtest'],
    refusal: networkRefusal('MetaMask', METAMASK_WALLET_STANDARD),
    certainty: 'source',
    sources: [METAMASK_WALLET_STANDARD],
    plain: 'mainnet, testnet, testnet4 and regtest scopes; no signet',
  },
  rebuilds: {
    refusal: {
      words: 'answers a transaction rebuilt from its own coins and fee rate (fill: true), not this one',
      quoted: false,
      source: METAMASK_ACCOUNT_USE_CASES,
    },
    certainty: 'source',
    sources: [METAMASK_ACCOUNT_USE_CASES, METAMASK_WALLET_STANDARD],
    plain:
      'ignores inputsToSign and rebuilds the transaction from the PSBT as a template, with its own coins',
  },
};
