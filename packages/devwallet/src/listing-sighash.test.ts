import { buildListingPsbt, readListing, SIGHASH_SINGLE_ANYONECANPAY } from '@satchel/core/protocol/listing';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyName, SUBJECT } from '../../../test/subjects';
import { type Family, resolveConfig } from './config';
import { installLeather } from './families/leather';
import { createSatsConnectProvider } from './families/sats-connect-rpc';
import { createUnisat } from './families/unisat';
import { deriveKeyRing, type KeyAccount } from './keys';
import { DevWallet } from './wallet';

/**
 * A seller's wallet signs its listing's one input SIGHASH_SINGLE|ANYONECANPAY (0x83),
 * as the PSBT's PSBT_IN_SIGHASH_TYPE asks (BIP-174), through each family's own call: Xverse's
 * `signPsbt` with `signInputs` (no sighash field since sats-connect 0.3), Unisat's `signPsbt` with
 * `toSignInputs[].sighashTypes` (an allow-list, as bitcoinjs' `signInput` takes it), Leather's
 * `signPsbt` with `signAtIndex` and `allowedSighash`. The answer must be a listing a buyer accepts: core's
 * `readListing` checks the signature as a node would, for the price output at its index.
 */

const MNEMONIC = 'test test test test test test test test test test test junk';
const ring = deriveKeyRing(MNEMONIC, 'regtest');
const buyer = deriveKeyRing(MNEMONIC, 'regtest', 3);

/** The wallet's display name, for the test titles. */

function wallet(family: Family) {
  const devWallet = new DevWallet(
    resolveConfig({ mnemonic: MNEMONIC, network: 'regtest', impersonate: [family], autoApprove: true }),
  );
  devWallet.permissions.grant(family);
  return devWallet;
}

/** The listing of an inscription held by `owner`, priced at 50,000 sats to the seller's payment address. */
function listing(owner: KeyAccount): string {
  return buildListingPsbt({
    inscriptionUtxo: {
      txid: 'ab'.repeat(32),
      vout: 1,
      value: 10_000n,
      type: owner.addressType === 'p2tr' ? 'p2tr' : 'p2wpkh',
      address: owner.address,
      ...(owner.addressType === 'p2tr' ? { tapInternalKey: hex.encode(owner.xOnlyPublicKey) } : {}),
    },
    price: 50_000n,
    paymentAddress: ring.payment.address,
    network: 'regtest',
  }).psbtBase64;
}

/** The hash type byte the wallet's signature on input 0 carries. */
function signedHashType(psbt: string): number | undefined {
  const bytes = /^[0-9a-f]+$/i.test(psbt) ? hex.decode(psbt) : base64.decode(psbt);
  const input = btc.Transaction.fromPSBT(bytes, { allowUnknownOutputs: true }).getInput(0);
  const signature = input.tapKeySig ?? input.partialSig?.[0]?.[1];
  return signature?.[signature.length - 1];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Dev Wallet: a listing signed SIGHASH_SINGLE|ANYONECANPAY', () => {
  it(`${familyName(SUBJECT.satsConnect)} signs the ordinals input it is asked for with 0x83`, async () => {
    const provider = createSatsConnectProvider(wallet(SUBJECT.satsConnect), SUBJECT.satsConnect, '1.6.0');
    const answer = (await provider.request('signPsbt', {
      psbt: listing(ring.ordinals),
      signInputs: { [ring.ordinals.address]: [0] },
      broadcast: false,
    })) as { result: { psbt: string } };
    expect(signedHashType(answer.result.psbt)).toBe(SIGHASH_SINGLE_ANYONECANPAY);
    expect(readListing(answer.result.psbt).seller.type).toBe('p2tr');
  });

  it(`${familyName(SUBJECT.injected)} signs with 0x83 when toSignInputs allows it, and refuses when it allows ALL only`, async () => {
    const unisat = createUnisat(wallet(SUBJECT.injected)) as Record<
      string,
      (...args: unknown[]) => Promise<string>
    >;
    const psbtHex = hex.encode(base64.decode(listing(ring.payment)));
    const toSign = (sighashTypes: number[]) => ({
      autoFinalized: false,
      toSignInputs: [{ index: 0, address: ring.payment.address, sighashTypes }],
    });
    const signed = await unisat.signPsbt?.(psbtHex, toSign([SIGHASH_SINGLE_ANYONECANPAY]));
    expect(signedHashType(signed ?? '')).toBe(SIGHASH_SINGLE_ANYONECANPAY);
    expect(readListing(signed ?? '').seller.type).toBe('p2wpkh');
    await expect(unisat.signPsbt?.(psbtHex, toSign([btc.SigHash.ALL]))).rejects.toThrow(/not allowed/);
  });

  it(`${familyName(SUBJECT.rpc)} signs the input at signAtIndex with the PSBT’s 0x83 when allowedSighash lists it`, async () => {
    const win = {} as Record<string, unknown>;
    vi.stubGlobal('window', win);
    installLeather(wallet(SUBJECT.rpc));
    const leather = win.LeatherProvider as {
      request(method: string, params: unknown): Promise<{ result: { hex: string } }>;
    };
    const psbtHex = hex.encode(base64.decode(listing(ring.ordinals)));
    const answer = await leather.request('signPsbt', {
      hex: psbtHex,
      signAtIndex: [0],
      allowedSighash: [SIGHASH_SINGLE_ANYONECANPAY],
    });
    expect(signedHashType(answer.result.hex)).toBe(SIGHASH_SINGLE_ANYONECANPAY);
    expect(readListing(answer.result.hex).seller.type).toBe('p2tr');
    // Unlisted, Leather refuses it (leather-io/mono#2667).
    await expect(leather.request('signPsbt', { hex: psbtHex, signAtIndex: [0] })).rejects.toMatchObject({
      error: { code: -32602 },
    });
  });

  it('refuses to sign a listing of another wallet’s output', async () => {
    const provider = createSatsConnectProvider(wallet(SUBJECT.satsConnect), SUBJECT.satsConnect, '1.6.0');
    const answer = (await provider.request('signPsbt', {
      psbt: listing(buyer.ordinals),
      signInputs: { [ring.ordinals.address]: [0] },
    })) as { error?: { code: number } };
    expect(answer.error?.code).toBeDefined();
  });
});
