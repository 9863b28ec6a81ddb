import { NETWORKS } from '../network-names';
import { libraryRefusal, networkRefusal, SCURE_LEAF_WORDS } from './refusals';
import {
  BIP174,
  BITCOIN_WALLET_STANDARD,
  DEV_WALLET_SIGNING,
  DEV_WALLET_STANDARD,
  ORANGE_CONNECT,
  SATS_CONNECT_73,
  SATS_CONNECT_255,
  SATS_CONNECT_CORE,
  SCURE_SIGN,
  XVERSE_CORE_CONTEXT,
  XVERSE_SIGN_MULTIPLE,
  XVERSE_SIGN_PSBT,
} from './sources';
import type { Refusal, WalletRules } from './types';

/** Xverse and the wallets that speak its sats-connect RPC: Orange, the Satchel Dev Wallet. */

export const XVERSE: WalletRules = {
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

export const ORANGE: WalletRules = {
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

/** The Dev Wallet's signer refuses an input whose output is not one of its two addresses. */
const NOT_OWNED: Refusal = {
  words: 'Input {index} is not owned by this wallet.',
  quoted: true,
  source: DEV_WALLET_SIGNING,
};

const DEV_WALLET_COMMON = {
  finalize: {
    byDefault: 'none',
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING],
    plain: 'finalizes only to broadcast',
  },
  scriptPath: {
    policy: 'never',
    refusal: NOT_OWNED,
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING, BIP174],
    plain: 'signs only the key-path outputs of its own two addresses (BIP-84, BIP-86)',
  },
  addresses: {
    policy: 'several',
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING],
    plain: 'signs inputs of its payment and ordinals addresses in one request',
  },
  batch: {
    prompts: 'per-psbt',
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING],
    plain: 'each PSBT is its own prompt',
  },
} as const satisfies Partial<WalletRules>;

export const DEV_WALLET: WalletRules = {
  name: 'Satchel Dev Wallet',
  ...DEV_WALLET_COMMON,
  format: {
    input: 'base64',
    output: 'base64',
    returns: 'psbt',
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING, XVERSE_SIGN_PSBT],
    plain: 'speaks Xverse’s RPC: the whole PSBT as base64',
  },
  sighash: {
    policy: 'psbt-field',
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING],
    plain: 'signs each input with the sighash its PSBT field names, else ALL or DEFAULT',
  },
  networks: {
    networks: NETWORKS,
    refusal: networkRefusal('The Dev Wallet', DEV_WALLET_SIGNING),
    certainty: 'source',
    sources: [DEV_WALLET_SIGNING],
    plain: 'every network',
  },
};

export const STANDARD_WALLET: WalletRules = {
  name: 'Wallet Standard wallet',
  ...DEV_WALLET_COMMON,
  format: {
    input: 'bytes',
    output: 'bytes',
    returns: 'psbt',
    certainty: 'docs',
    sources: [BITCOIN_WALLET_STANDARD, DEV_WALLET_STANDARD],
    plain: '`bitcoin:signTransaction` takes and answers the PSBT as bytes',
  },
  sighash: {
    policy: 'psbt-field',
    param: { name: 'sigHash', satchel: 'one-allowed' },
    certainty: 'source',
    sources: [BITCOIN_WALLET_STANDARD, DEV_WALLET_SIGNING],
    plain: 'signs with the sighash the input names, or the one its inputsToSign entry names',
  },
  networks: {
    networks: NETWORKS,
    refusal: networkRefusal('The wallet', BITCOIN_WALLET_STANDARD),
    certainty: 'docs',
    sources: [BITCOIN_WALLET_STANDARD],
    plain: 'bitcoin:mainnet, bitcoin:testnet (every test network) and bitcoin:regtest',
  },
};
