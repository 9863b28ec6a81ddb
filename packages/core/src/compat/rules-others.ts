import { NETWORKS } from '../network-names';
import { BITCOINJS_SIGHASH_WORDS, libraryRefusal, networkRefusal } from './refusals';
import {
  BIGMI_59,
  BIGMI_OYL,
  LASEREYES_290,
  LASEREYES_422,
  LASEREYES_OYL,
  LEATHER_3859,
  LEATHER_4075,
  LEATHER_5858,
  LEATHER_MONO_2667,
  LEATHER_RPC,
  LEATHER_RPC_SIGN_PSBT,
  LEATHER_SIGNER,
  MAGIC_EDEN_PROVIDER,
  METAMASK_ACCOUNT_USE_CASES,
  METAMASK_WALLET_STANDARD,
  OYL_SDK_307,
  PHANTOM_REFERENCE,
  PHANTOM_SEND,
  SCURE_SIGN,
} from './sources';
import type { WalletRules } from './types';

/** Magic Eden, Leather, Phantom, OYL and MetaMask: each speaks a protocol of its own. */

export const MAGIC_EDEN: WalletRules = {
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

export const LEATHER: WalletRules = {
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
    plain:
      'signs a sighash other than ALL or DEFAULT only when the request lists it in allowedSighash (since leather-io/mono#2667; earlier versions signed any)',
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
};

export const PHANTOM: WalletRules = {
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

export const OYL: WalletRules = {
  name: 'OYL',
  format: {
    input: 'hex',
    output: 'hex',
    returns: 'psbt',
    certainty: 'inferred',
    sources: [LASEREYES_OYL, BIGMI_OYL],
    plain: 'hex in, hex out (read from the libraries that call it)',
  },
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'inferred',
    sources: [BIGMI_OYL],
    plain: 'finalize defaults to true',
  },
  sighash: {
    policy: 'psbt-field',
    certainty: 'issue',
    sources: [OYL_SDK_307],
    plain: 'signs each input with the sighash its PSBT field names',
  },
  scriptPath: {
    policy: 'unknown',
    certainty: 'inferred',
    sources: [LASEREYES_OYL],
    plain: 'documents nothing about script-path inputs',
  },
  addresses: {
    policy: 'several',
    certainty: 'inferred',
    sources: [LASEREYES_OYL, BIGMI_OYL],
    plain: 'takes no input list: it signs every input of its addresses',
  },
  batch: {
    prompts: 'one',
    method: 'signPsbts',
    certainty: 'inferred',
    sources: [LASEREYES_422],
    plain: 'signs a batch in one prompt (signPsbts)',
  },
  networks: {
    networks: NETWORKS,
    refusal: networkRefusal('OYL', LASEREYES_OYL),
    certainty: 'inferred',
    sources: [LASEREYES_OYL],
    plain: 'network names not documented',
  },
};

export const METAMASK: WalletRules = {
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
