import { networkRefusal } from '../compat/refusals';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const PHANTOM_SEND = 'https://docs.phantom.com/bitcoin/sending-a-transaction';
const PHANTOM_REFERENCE = 'https://docs.phantom.com/bitcoin/provider-api-reference';
const BIGMI_59 = 'https://github.com/lifinance/bigmi/pull/59';

/** Phantom's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Phantom',
  format: {
    input: 'bytes',
    output: 'bytes',
    returns: 'psbt',
    certainty: 'docs',
    sources: [PHANTOM_SEND, PHANTOM_REFERENCE],
    plain: 'takes the PSBT as bytes and answers it as bytes',
  },
  finalize: {
    byDefault: 'none',
    certainty: 'docs',
    sources: [PHANTOM_SEND],
    plain: 'never finalizes or broadcasts',
  },
  sighash: {
    policy: 'psbt-field',
    param: { name: 'sigHash', satchel: 'never' },
    certainty: 'docs',
    sources: [PHANTOM_REFERENCE],
    plain: 'signs with the sighash inputsToSign names, else the PSBT’s own',
  },
  scriptPath: {
    policy: 'unknown',
    certainty: 'docs',
    sources: [PHANTOM_REFERENCE],
    plain: 'documents nothing about script-path inputs',
  },
  addresses: {
    policy: 'several',
    certainty: 'docs',
    sources: [PHANTOM_SEND],
    plain: 'takes inputs per address (inputsToSign)',
  },
  batch: {
    prompts: 'per-psbt',
    certainty: 'docs',
    sources: [PHANTOM_REFERENCE],
    plain: 'has no batch method',
  },
  networks: {
    networks: ['mainnet'],
    refusal: networkRefusal('Phantom', PHANTOM_REFERENCE),
    certainty: 'docs',
    sources: [PHANTOM_REFERENCE],
    plain: 'mainnet only',
  },
  withdrawn: {
    text: 'Phantom withdrew Bitcoin from web apps in 2026; only older versions still answer.',
    source: BIGMI_59,
  },
};
