import { networkRefusal } from '../compat/refusals';
import { BIP174, SCURE_SIGN } from '../compat/sources';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
/** `signPsbt` RPC: hex back, finalized only to broadcast. */
const LEATHER_RPC_SIGN_PSBT =
  'https://github.com/leather-io/extension/blob/05d24d70623d66ee6ca23c1fdc0f5593501ad591/src/app/pages/rpc-sign-psbt/use-rpc-sign-psbt.tsx';
/** `useSignBitcoinSoftwareTx`: each index tried with the native segwit key, then the taproot key. */
const LEATHER_SIGNER =
  'https://github.com/leather-io/extension/blob/05d24d70623d66ee6ca23c1fdc0f5593501ad591/src/app/store/accounts/blockchain/bitcoin/bitcoin.hooks.ts';
const LEATHER_MONO_2667 = 'https://github.com/leather-io/mono/pull/2667';
const LEATHER_3859 = 'https://github.com/leather-io/extension/issues/3859';
const LEATHER_5858 = 'https://github.com/leather-io/extension/issues/5858';
const LEATHER_4075 = 'https://github.com/leather-io/extension/issues/4075';
const LEATHER_RPC = 'https://www.npmjs.com/package/@leather.io/rpc';

/** Leather's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Leather',
  format: {
    input: 'hex',
    output: 'hex',
    returns: 'psbt',
    certainty: 'source',
    sources: [LEATHER_RPC_SIGN_PSBT],
    plain: 'hex in, hex out',
  },
  finalize: {
    byDefault: 'none',
    certainty: 'source',
    sources: [LEATHER_RPC_SIGN_PSBT],
    plain: 'finalizes only to broadcast',
  },
  sighash: {
    policy: 'allow-list',
    param: { name: 'allowedSighash', satchel: 'allowed-list' },
    defaults: { taproot: [0x00, 0x01], other: [0x00, 0x01] },
    refusal: {
      words: 'INVALID_PARAMS before the approval screen: the input’s sighash is not in allowedSighash',
      quoted: false,
      source: LEATHER_MONO_2667,
    },
    certainty: 'issue',
    sources: [LEATHER_MONO_2667, LEATHER_3859],
    plain: 'signs a sighash other than ALL or DEFAULT only when the request lists it in allowedSighash',
  },
  scriptPath: {
    policy: 'key-in-leaf',
    onFailure: 'skips',
    refusal: {
      words: 'no error; its answer carries no signature for that input',
      quoted: false,
      source: LEATHER_SIGNER,
    },
    certainty: 'source',
    sources: [LEATHER_SIGNER, SCURE_SIGN],
    plain:
      'signs a leaf that pushes one of its keys; an input neither of its keys can sign is left unsigned without an error',
  },
  addresses: {
    policy: 'several',
    certainty: 'source',
    sources: [LEATHER_SIGNER, LEATHER_5858],
    plain:
      'signs inputs by index only, trying its native segwit key then its taproot key on each, so inputs of both its addresses sign in one request',
  },
  batch: {
    prompts: 'per-psbt',
    certainty: 'issue',
    sources: [LEATHER_4075],
    plain: 'has no batch method: each PSBT is its own prompt',
  },
  networks: {
    networks: ['mainnet', 'testnet', 'signet', 'regtest'],
    refusal: networkRefusal('Leather', LEATHER_RPC),
    certainty: 'docs',
    sources: [LEATHER_RPC],
    plain: 'mainnet, testnet, signet and its devnet (regtest), named per request',
  },
  // leather-io/mono#2667 added the allowedSighash check; the releases before it never read the
  // parameter.
  versions: { range: '6.74 and later', since: 'leather-io/mono#2667, 2026-08-24', source: LEATHER_MONO_2667 },
  earlier: {
    versions: { range: 'up to 6.73.x', source: LEATHER_MONO_2667 },
    sighash: {
      // No `param`: these versions ignore allowedSighash and sign with the input's PSBT_IN_SIGHASH_TYPE.
      policy: 'psbt-field',
      certainty: 'issue',
      sources: [LEATHER_MONO_2667, LEATHER_3859, BIP174],
      plain: 'ignores allowedSighash and signs each input with its PSBT sighash field, else DEFAULT',
    },
  },
};
