import { NETWORKS } from '../../primitives/network-names';
import { networkRefusal } from './refusals';
import {
  BIP174,
  BITCOIN_WALLET_STANDARD,
  DEV_WALLET_SIGNING,
  DEV_WALLET_STANDARD,
  XVERSE_SIGN_PSBT,
} from './sources';
import type { Refusal, WalletRules } from './types';

/**
 * The two wallets with rules that are not named families: the Satchel Dev Wallet under its own
 * name (it speaks Xverse's sats-connect RPC), and a wallet reached only through the Bitcoin Wallet
 * Standard, which the Dev Wallet plays. The named families' rules are in their folders
 * (`wallets/<id>/signing-rules.ts`).
 */

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
