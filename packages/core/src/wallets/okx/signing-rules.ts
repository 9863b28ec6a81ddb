import { BITCOINJS_SIGHASH_WORDS, libraryRefusal, networkRefusal } from '../compat/refusals';
import { BABYLON_TOOLKIT_1453 } from '../compat/sources';
import type { WalletRules } from '../compat/types';
import { HEX, SIGHASH_TYPES } from '../compat/unisat-follower';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const OKX_PROVIDER = 'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider';
const OKX_PROVIDER_TESTNET =
  'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider-testnet';
/** `signPsbtWithKeyPathAndScriptPathImpl`: allowed sighashes, tweak choice, `finalizeInput`. */
const OKX_PSBT_SIGN =
  'https://github.com/okx/js-wallet-sdk/blob/83b4323607cc7df230d5b0c1f5c3bbe6cea5be9a/packages/coin-bitcoin/src/psbtSign.ts';
/** OKX's copy of bitcoinjs-lib: `getTaprootHashesForSig` with the leaf filter commented out. */
const OKX_BITCOINJS_PSBT =
  'https://github.com/okx/js-wallet-sdk/blob/83b4323607cc7df230d5b0c1f5c3bbe6cea5be9a/packages/coin-bitcoin/src/bitcoinjs-lib/psbt.ts';
const OKX_SDK_187 = 'https://github.com/okx/js-wallet-sdk/issues/187';
const SATS_WAGMI_136 = 'https://github.com/bob-collective/sats-wagmi/pull/136';

/** OKX's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'OKX',
  format: { ...HEX, certainty: 'docs', sources: [OKX_PROVIDER], plain: 'hex in, hex out' },
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'source',
    sources: [OKX_PROVIDER, OKX_PSBT_SIGN],
    plain: 'finalizes every input it signs unless autoFinalized is false',
  },
  sighash: {
    policy: 'allow-list',
    param: SIGHASH_TYPES,
    defaults: { taproot: [0x83, 0x01, 0x00], other: [0x83, 0x01, 0x00] },
    refusal: libraryRefusal(BITCOINJS_SIGHASH_WORDS, OKX_PSBT_SIGN),
    certainty: 'source',
    sources: [OKX_PSBT_SIGN],
    plain:
      'signs ALL, DEFAULT and SINGLE|ANYONECANPAY unasked; any other sighash only when the request lists it in sighashTypes',
  },
  scriptPath: {
    policy: 'any-leaf',
    certainty: 'source',
    sources: [OKX_BITCOINJS_PSBT, OKX_PSBT_SIGN, BABYLON_TOOLKIT_1453],
    plain:
      'signs every leaf of a script-path input with its untweaked key; useTweakedSigner (newer versions) or disableTweakSigner (older) choose the key',
  },
  addresses: {
    policy: 'one',
    refusal: {
      words: 'OKX signs with its one connected address: toSignInputs must name that address',
      quoted: false,
      source: SATS_WAGMI_136,
    },
    certainty: 'docs',
    sources: [OKX_PROVIDER, SATS_WAGMI_136],
    plain: 'connects one address and signs only with it',
  },
  batch: {
    prompts: 'one',
    method: 'signPsbts',
    certainty: 'docs',
    sources: [OKX_PROVIDER],
    plain: 'signs a batch in one prompt (signPsbts)',
  },
  networks: {
    networks: ['mainnet', 'testnet', 'signet'],
    refusal: networkRefusal('OKX', OKX_PROVIDER_TESTNET),
    caution: {
      network: 'signet',
      taproot: true,
      text: 'On signet OKX answered “Internal JSON-RPC error” to PSBTs with taproot inputs (reported February 2026).',
      source: OKX_SDK_187,
    },
    certainty: 'docs',
    sources: [OKX_PROVIDER, OKX_PROVIDER_TESTNET, OKX_SDK_187],
    plain: 'one provider object per network: mainnet, testnet and signet',
  },
};
