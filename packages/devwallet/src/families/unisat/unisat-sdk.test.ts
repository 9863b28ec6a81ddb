import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { verifyMessage } from '@satchel/core/message';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { SimpleKeyring } from '@unisat/wallet-sdk/lib/keyring/simple-keyring.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mixedPsbt, ring } from '../../../../../test/devwallet/psbt-fixtures';
import { patchBitcoinjsPsbt } from '../../build';
import { DEFAULT_MNEMONIC, resolveConfig } from '../../config';
import { DevWallet } from '../../wallet';
import { createUnisat } from '.';

/**
 * The `unisat` family signs with @unisat/wallet-sdk 1.9.0: what it answers is what the
 * SDK's keyring and bitcoinjs-lib make of each option, not a rule of the Dev Wallet's own.
 */

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

function unisat(singleAddressType: 'p2wpkh' | 'p2tr' = 'p2wpkh'): Methods {
  const wallet = new DevWallet(
    resolveConfig({
      mnemonic: DEFAULT_MNEMONIC,
      network: 'regtest',
      impersonate: ['unisat'],
      autoApprove: true,
      singleAddressType,
    }),
  );
  wallet.permissions.grant('unisat');
  return createUnisat(wallet) as Methods;
}

const PSBT = (sighash?: number) => hex.encode(mixedPsbt(sighash).toPSBT());
const input = (psbt: unknown, index: number) =>
  btc.Transaction.fromPSBT(hex.decode(String(psbt))).getInput(index);
const failure = (promise: Promise<unknown> | undefined) =>
  promise?.then(
    () => 'signed',
    (error: unknown) => error,
  );

describe('the unisat family signs through @unisat/wallet-sdk', () => {
  beforeEach(() => {
    vi.spyOn(SimpleKeyring.prototype, 'signTransaction');
    vi.spyOn(SimpleKeyring.prototype, 'signMessage');
  });
  afterEach(() => vi.restoreAllMocks());

  it("hands toSignInputs to the SDK's keyring as the SDK reads them, and finalizes by default", async () => {
    const signed = await unisat().signPsbt?.(PSBT(), {
      toSignInputs: [{ index: 0, address: ring.payment.address, sighashTypes: ['1'] }],
    });
    const calls = vi.mocked(SimpleKeyring.prototype.signTransaction).mock.calls;
    expect(calls).toHaveLength(1);
    // The page's address became the account's public key; the sighash types numbers.
    expect(calls[0]?.[1]).toEqual([
      expect.objectContaining({ index: 0, publicKey: hex.encode(ring.payment.publicKey), sighashTypes: [1] }),
    ]);
    // autoFinalized, absent, is true: the signed input comes back with its final witness.
    expect(input(signed, 0).finalScriptWitness).toHaveLength(2);
    expect(input(signed, 1).tapKeySig).toBeUndefined();
  });

  it("sighashTypes is bitcoinjs-lib's allow-list: SIGHASH_ALL unless the page names another", async () => {
    const single = btc.SigHash.SINGLE_ANYONECANPAY;
    const toSign = { index: 0, address: ring.payment.address };
    const refused = await failure(unisat().signPsbt?.(PSBT(single), { toSignInputs: [toSign] }));
    expect(refused).toMatchObject({
      code: -32603,
      message: expect.stringMatching(/^Sighash type is not allowed/),
    });
    const signed = await unisat().signPsbt?.(PSBT(single), {
      autoFinalized: false,
      toSignInputs: [{ ...toSign, sighashTypes: [single] }],
    });
    const signature = input(signed, 0).partialSig?.[0]?.[1];
    expect(signature?.at(-1)).toBe(single);
  });

  it('useTweakedSigner and disableTweakSigner choose the signer of a taproot input, useTweakedSigner first', async () => {
    const toSign = { index: 1, address: ring.ordinals.address };
    const sign = (extra: Record<string, unknown>) =>
      unisat('p2tr').signPsbt?.(PSBT(), { autoFinalized: false, toSignInputs: [{ ...toSign, ...extra }] });
    // Tweaked by default: a key-path signature.
    expect(input(await sign({}), 1).tapKeySig).toHaveLength(64);
    expect(input(await sign({ useTweakedSigner: true, disableTweakSigner: true }), 1).tapKeySig).toHaveLength(
      64,
    );
    // The internal key alone cannot sign the key path: bitcoinjs-lib finds nothing to sign.
    const cannot = {
      code: -32603,
      message: `Can not sign for input #1 with the key ${hex.encode(ring.ordinals.publicKey)}`,
    };
    expect(await failure(sign({ useTweakedSigner: false }))).toMatchObject(cannot);
    expect(await failure(sign({ disableTweakSigner: true }))).toMatchObject(cannot);
  });

  it("checks publicKey against the account's 33-byte key, as the SDK does", async () => {
    const sign = (publicKey: Uint8Array) =>
      unisat('p2tr').signPsbt?.(PSBT(), { toSignInputs: [{ index: 1, publicKey: hex.encode(publicKey) }] });
    expect(await failure(sign(ring.ordinals.xOnlyPublicKey))).toEqual({
      code: -32602,
      message: 'invalid public key in toSignInput',
    });
    expect(input(await sign(ring.ordinals.publicKey), 1).finalScriptWitness).toHaveLength(1);
  });

  it("signs messages with the SDK's wallet: deterministic ECDSA, or BIP-322 for 'bip322-simple'", async () => {
    const methods = unisat();
    const ecdsa = (await methods.signMessage?.('hello', 'ecdsa')) as string;
    expect(vi.mocked(SimpleKeyring.prototype.signMessage)).toHaveBeenCalledTimes(1);
    const bip322 = (await methods.signMessage?.('hello', 'bip322-simple')) as string;
    expect(vi.mocked(SimpleKeyring.prototype.signTransaction)).toHaveBeenCalledTimes(1);
    for (const signature of [ecdsa, bip322]) {
      expect(verifyMessage({ address: ring.payment.address, message: 'hello', signature }).valid).toBe(true);
    }
    // Header 31–34: a compressed key, whatever the address type.
    expect(Buffer.from(ecdsa, 'base64')[0]).toBeGreaterThanOrEqual(31);
    expect(Buffer.from(ecdsa, 'base64')[0]).toBeLessThanOrEqual(34);
  });
});

describe("UniSat's bitcoinjs-lib patch (build.ts)", () => {
  it('applies to the bitcoinjs-lib the SDK installs, 6.1.6', () => {
    const require = createRequire(import.meta.url);
    const sdk = dirname(require.resolve('@unisat/wallet-sdk/package.json'));
    const lib = join(sdk, 'node_modules', 'bitcoinjs-lib');
    expect(JSON.parse(readFileSync(join(lib, 'package.json'), 'utf8')).version).toBe('6.1.6');
    const patched = patchBitcoinjsPsbt(readFileSync(join(lib, 'src', 'psbt.js'), 'utf8'));
    expect(patched).not.toMatch(/^\s*checkScriptForPubkey\(/m);
    expect(patched).not.toMatch(/^\s*\.filter\(tapLeaf => .*pubkeyInScript/m);
  });
});
