import { BITCOINJS_SIGHASH_WORDS, libraryRefusal, networkRefusal } from './refusals';
import {
  BABYLON_TOOLKIT_1453,
  BINANCE_PROVIDER,
  BITCOINJS_PSBT,
  BITGET_NOTES,
  KEPLR_BITCOIN,
  LASEREYES_422,
  OKX_BITCOINJS_PSBT,
  OKX_PROVIDER,
  OKX_PROVIDER_TESTNET,
  OKX_PSBT_SIGN,
  OKX_SDK_187,
  SATS_CONNECT_166,
  SATS_CONNECT_255,
  SATS_WAGMI_136,
  UNISAT_BITCOINJS_PATCH,
  UNISAT_DEV_SUPPORT_33,
  UNISAT_DOCS,
  UNISAT_EXTENSION_77,
  UNISAT_EXTENSION_138,
  UNISAT_PROVIDER,
  UNISAT_WALLET,
  WIZZ_DEMO,
} from './sources';
import type { SighashRule, WalletRules } from './types';

/** Unisat and the wallets that follow its `signPsbt(hex, {autoFinalized, toSignInputs})`. */

const HEX = { input: 'hex', output: 'hex', returns: 'psbt' } as const;
/** bitcoinjs-lib's `signInput` defaults: DEFAULT for taproot inputs, ALL for the others. */
const BITCOINJS_DEFAULTS = { taproot: [0x00], other: [0x01] } as const;
const SIGHASH_TYPES = { name: 'sighashTypes', satchel: 'each-input' } as const;

/** What a wallet that follows Unisat's protocol is expected to do with a sighash (not verified). */
function inferredSighash(source: string): SighashRule {
  return {
    policy: 'allow-list',
    param: SIGHASH_TYPES,
    defaults: BITCOINJS_DEFAULTS,
    refusal: { words: BITCOINJS_SIGHASH_WORDS, quoted: false, source },
    certainty: 'inferred',
    sources: [source, UNISAT_DEV_SUPPORT_33],
    plain:
      'follows Unisat: a sighash other than ALL or DEFAULT only when the request lists it in sighashTypes',
  };
}

export const UNISAT: WalletRules = {
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

export const OKX: WalletRules = {
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

/** The wallets that say they follow Unisat's protocol; what they do beyond it is not documented. */
function unisatFollower(
  name: string,
  source: string,
  options: {
    networks: WalletRules['networks']['networks'];
    batch: 'one' | 'per-psbt';
    scriptPathNote: string;
  },
): WalletRules {
  return {
    name,
    format: { ...HEX, certainty: 'docs', sources: [source], plain: 'hex in, hex out, as Unisat' },
    finalize: {
      byDefault: 'signed-inputs',
      certainty: 'inferred',
      sources: [source, UNISAT_PROVIDER],
      plain: 'follows Unisat: finalizes the inputs it signs unless autoFinalized is false',
    },
    sighash: inferredSighash(source),
    scriptPath: { policy: 'unknown', certainty: 'docs', sources: [source], plain: options.scriptPathNote },
    addresses: {
      policy: 'one',
      refusal: { words: `${name} signs only with its one active address`, quoted: false, source },
      certainty: 'inferred',
      sources: [source, UNISAT_WALLET],
      plain: 'one active address, as Unisat',
    },
    batch: {
      prompts: options.batch,
      ...(options.batch === 'one' ? { method: 'signPsbts' } : {}),
      certainty: 'docs',
      sources: [source],
      plain:
        options.batch === 'one' ? 'signs a batch in one prompt (signPsbts)' : 'each PSBT is its own prompt',
    },
    networks: {
      networks: options.networks,
      refusal: networkRefusal(name, source),
      certainty: 'docs',
      sources: [source],
      plain: options.networks.join(', '),
    },
  };
}

export const BITGET = unisatFollower('Bitget Wallet', BITGET_NOTES, {
  networks: ['mainnet', 'testnet', 'signet'],
  batch: 'one',
  scriptPathNote: 'documents disableTweakSigner for script-path inputs, not which leaves it signs',
});

export const BINANCE = unisatFollower('Binance Web3 Wallet', BINANCE_PROVIDER, {
  networks: ['mainnet', 'testnet', 'signet'],
  batch: 'per-psbt',
  scriptPathNote: 'documents nothing about script-path inputs',
});

const KEPLR_FOLLOWER = unisatFollower('Keplr', KEPLR_BITCOIN, {
  networks: ['mainnet', 'testnet', 'signet'],
  // One options object for every PSBT of `signPsbts`, so Satchel signs its batches one by one.
  batch: 'per-psbt',
  scriptPathNote: 'documents disableTweakSigner and useTweakedSigner, not which leaves it signs',
});

export const KEPLR: WalletRules = {
  ...KEPLR_FOLLOWER,
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'docs',
    sources: [KEPLR_BITCOIN],
    plain: 'autoFinalized defaults to true: the inputs it signs come back finalized',
  },
};

export const WIZZ = unisatFollower('Wizz', WIZZ_DEMO, {
  networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
  batch: 'per-psbt',
  scriptPathNote: 'documents nothing about script-path inputs',
});
