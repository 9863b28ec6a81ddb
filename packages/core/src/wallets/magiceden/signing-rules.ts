import { BITCOINJS_SIGHASH_WORDS, libraryRefusal, networkRefusal } from '../compat/refusals';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const MAGIC_EDEN_PROVIDER = 'https://docs-wallet.magiceden.io/bitcoin/provider-api-methods';
const LASEREYES_290 = 'https://github.com/omnisat/lasereyes-mono/issues/290';

/** Magic Eden's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Magic Eden',
  format: {
    input: 'base64',
    output: 'base64',
    returns: 'psbt',
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'takes psbtBase64 in a token and answers the whole PSBT as base64',
  },
  finalize: {
    byDefault: 'none',
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'answers the inputs signed, not finalized (its own sample finalizes afterwards)',
  },
  sighash: {
    policy: 'allow-list',
    param: { name: 'sigHash', satchel: 'one-allowed' },
    defaults: { taproot: [0x00], other: [0x01] },
    refusal: libraryRefusal(BITCOINJS_SIGHASH_WORDS, LASEREYES_290),
    certainty: 'issue',
    sources: [LASEREYES_290, MAGIC_EDEN_PROVIDER],
    plain: 'signs a sighash other than ALL or DEFAULT only when the request names it (sigHash)',
  },
  scriptPath: {
    policy: 'unknown',
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'documents nothing about script-path inputs',
  },
  addresses: {
    policy: 'several',
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'takes inputs per address (inputsToSign) in one request',
  },
  batch: {
    prompts: 'one',
    method: 'signMultipleTransactions',
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'signs a batch in one prompt (signMultipleTransactions)',
  },
  networks: {
    networks: ['mainnet'],
    refusal: networkRefusal('Magic Eden', MAGIC_EDEN_PROVIDER),
    certainty: 'docs',
    sources: [MAGIC_EDEN_PROVIDER],
    plain: 'mainnet only',
  },
};
