import { BITCOINJS_SIGHASH_WORDS, libraryRefusal, networkRefusal } from '../compat/refusals';
import {
  BABYLON_TOOLKIT_1453,
  BITCOINJS_PSBT,
  LASEREYES_422,
  SATS_CONNECT_255,
  UNISAT_DEV_SUPPORT_33,
  UNISAT_PROVIDER,
  UNISAT_WALLET,
} from '../compat/sources';
import type { WalletRules } from '../compat/types';
import { BITCOINJS_DEFAULTS, HEX, SIGHASH_TYPES } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const SATS_CONNECT_166 = 'https://github.com/secretkeylabs/sats-connect/issues/166';
/** Unisat's patch to bitcoinjs-lib 6.1.6: every leaf is signed, whatever key its script holds. */
const UNISAT_BITCOINJS_PATCH =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/patches/bitcoinjs-lib+6.1.6.patch';
const UNISAT_EXTENSION_138 = 'https://github.com/unisat-wallet/extension/issues/138';
const UNISAT_EXTENSION_77 = 'https://github.com/unisat-wallet/extension/issues/77';
const UNISAT_DOCS = 'https://docs.unisat.io/dev/unisat-developer-center/unisat-wallet';

/** Unisat's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'Unisat',
  format: {
    ...HEX,
    certainty: 'source',
    sources: [UNISAT_WALLET, SATS_CONNECT_166],
    plain: 'takes hex (base64 too) and answers the whole PSBT as hex',
  },
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'source',
    sources: [UNISAT_PROVIDER, UNISAT_EXTENSION_77, SATS_CONNECT_166],
    plain: 'finalizes every input it signs unless autoFinalized is false',
  },
  sighash: {
    policy: 'allow-list',
    param: SIGHASH_TYPES,
    defaults: BITCOINJS_DEFAULTS,
    refusal: libraryRefusal(BITCOINJS_SIGHASH_WORDS, UNISAT_DEV_SUPPORT_33),
    certainty: 'issue',
    sources: [UNISAT_DEV_SUPPORT_33, UNISAT_EXTENSION_138, BITCOINJS_PSBT],
    plain: 'signs a sighash other than ALL or DEFAULT only when the request lists it in sighashTypes',
  },
  scriptPath: {
    policy: 'any-leaf',
    certainty: 'source',
    sources: [UNISAT_BITCOINJS_PATCH, UNISAT_WALLET, SATS_CONNECT_255, BABYLON_TOOLKIT_1453],
    plain:
      'signs every leaf of a script-path input, whatever key its script holds (it signed the leaf Xverse refused in sats-connect#255), with its untweaked key unless useTweakedSigner says otherwise',
  },
  addresses: {
    policy: 'one',
    refusal: { words: 'invalid address in toSignInput', quoted: true, source: UNISAT_WALLET },
    certainty: 'source',
    sources: [UNISAT_WALLET],
    plain: 'signs only with its one active address; any other address in toSignInputs is refused',
  },
  batch: {
    prompts: 'one',
    method: 'signPsbts',
    certainty: 'source',
    sources: [UNISAT_PROVIDER, LASEREYES_422],
    plain: 'signs a batch in one prompt (signPsbts, options per PSBT)',
  },
  networks: {
    networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
    refusal: networkRefusal('Unisat', UNISAT_DOCS),
    certainty: 'docs',
    sources: [UNISAT_DOCS],
    plain: 'mainnet, testnet, testnet4 and signet (switchChain)',
  },
};
