import { NETWORKS } from '../../primitives/network-names';
import { libraryRefusal, networkRefusal, SCURE_LEAF_WORDS } from '../compat/refusals';
import { SATS_CONNECT_255, SCURE_SIGN, XVERSE_SIGN_PSBT } from '../compat/sources';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const XVERSE_SIGN_MULTIPLE = 'https://docs.xverse.app/sats-connect/bitcoin-methods/signmultipletransactions';
/** `getSignIndexes` (the input's own sighashType) and `SoftwareP2trAddressContext.signInputs`. */
const XVERSE_CORE_CONTEXT =
  'https://github.com/secretkeylabs/xverse-core/blob/b0d0cdc4c76771e10db20e08ab0846205f0bf9a9/transactions/bitcoin/context.ts';
const SATS_CONNECT_CORE = 'https://github.com/secretkeylabs/sats-connect-core';
const SATS_CONNECT_73 = 'https://github.com/secretkeylabs/sats-connect/issues/73';

/** Xverse's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Xverse',
  format: {
    input: 'base64',
    output: 'base64',
    returns: 'psbt',
    certainty: 'docs',
    sources: [XVERSE_SIGN_PSBT],
    plain: 'takes and answers the whole PSBT as base64',
  },
  finalize: {
    byDefault: 'none',
    certainty: 'docs',
    sources: [XVERSE_SIGN_PSBT],
    plain: 'finalizes only to broadcast; otherwise the app finalizes the inputs it asked for',
  },
  sighash: {
    policy: 'psbt-field',
    certainty: 'source',
    sources: [XVERSE_CORE_CONTEXT, SATS_CONNECT_73],
    plain: 'signs each input with the sighash its PSBT field names (any standard type), else ALL or DEFAULT',
  },
  scriptPath: {
    policy: 'key-in-leaf',
    onFailure: 'refuses',
    refusal: libraryRefusal(SCURE_LEAF_WORDS, SATS_CONNECT_255),
    certainty: 'issue',
    sources: [SATS_CONNECT_255, XVERSE_CORE_CONTEXT, SCURE_SIGN],
    plain:
      'signs a script-path input only when a leaf pushes its x-only key; a leaf holding only a hash of the key is refused',
  },
  addresses: {
    policy: 'several',
    certainty: 'docs',
    sources: [XVERSE_SIGN_PSBT],
    plain: 'takes inputs of its payment and ordinals addresses in one request',
  },
  batch: {
    prompts: 'per-psbt',
    method: 'signMultipleTransactions',
    certainty: 'docs',
    sources: [XVERSE_SIGN_MULTIPLE],
    plain: 'its batch method belongs to the older token API; through its RPC each PSBT is its own prompt',
  },
  networks: {
    networks: NETWORKS,
    refusal: networkRefusal('Xverse', SATS_CONNECT_CORE),
    certainty: 'source',
    sources: [SATS_CONNECT_CORE],
    plain: 'mainnet, testnet, testnet4, signet and regtest',
  },
};
