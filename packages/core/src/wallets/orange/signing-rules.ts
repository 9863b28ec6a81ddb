import { networkRefusal } from '../compat/refusals';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const ORANGE_CONNECT = 'https://www.npmjs.com/package/@orangecrypto/orange-connect';

/** Orange's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Orange',
  format: {
    input: 'base64',
    output: 'base64',
    returns: 'psbt',
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'takes and answers the whole PSBT as base64, in Xverse’s shape',
  },
  finalize: {
    byDefault: 'none',
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'finalizes only to broadcast',
  },
  sighash: {
    policy: 'psbt-field',
    param: { name: 'allowedSignHash', satchel: 'never' },
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'without allowedSignHash each input keeps the sighash its PSBT field names',
  },
  scriptPath: {
    policy: 'unknown',
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'documents nothing about script-path inputs',
  },
  addresses: {
    policy: 'several',
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'takes inputs per address (signInputs), as Xverse',
  },
  batch: {
    prompts: 'per-psbt',
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'documents no batch signing',
  },
  networks: {
    networks: ['mainnet', 'testnet', 'testnet4'],
    refusal: networkRefusal('Orange', ORANGE_CONNECT),
    certainty: 'docs',
    sources: [ORANGE_CONNECT],
    plain: 'mainnet, testnet and testnet4',
  },
};
