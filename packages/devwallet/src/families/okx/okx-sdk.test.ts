import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MNEMONIC, resolveConfig } from '../../config';
import { deriveKeyRing } from '../../keys';
import { DevWallet } from '../../wallet';
import { installOkx } from '.';

/**
 * OKX's objects sign PSBTs with @okxweb3/coin-bitcoin 1.2.1: its
 * `signPsbtWithKeyPathAndScriptPath` reads the options, not a rule of the Dev Wallet's own.
 */

const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'testnet');
const stranger = deriveKeyRing(DEFAULT_MNEMONIC, 'testnet', 9);

/**
 * Our payment coin, our taproot coin (with its internal key, as OKX asks of every taproot input:
 * https://web3.okx.com/build/dev-docs/sdks/chains/bitcoin/provider, "signPsbt"), a stranger's coin.
 */
function psbt(internalKey = true): string {
  const tx = new btc.Transaction();
  for (const [i, script] of [ring.payment.script, ring.ordinals.script, stranger.payment.script].entries()) {
    tx.addInput({ txid: new Uint8Array(32).fill(i + 1), index: 0, witnessUtxo: { script, amount: 50_000n } });
  }
  if (internalKey) tx.updateInput(1, { tapInternalKey: ring.ordinals.xOnlyPublicKey });
  tx.addOutput({ script: stranger.ordinals.script, amount: 140_000n });
  return hex.encode(tx.toPSBT());
}

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** `okxwallet.bitcoinTestnet`, connected, with the Dev Wallet's account of `type`. */
function okxTestnet(singleAddressType: 'p2wpkh' | 'p2tr'): Methods {
  const wallet = new DevWallet(
    resolveConfig({
      mnemonic: DEFAULT_MNEMONIC,
      network: 'regtest',
      impersonate: ['okx'],
      autoApprove: true,
      singleAddressType,
    }),
  );
  wallet.permissions.grant('okx');
  const win = {} as { okxwallet?: { bitcoinTestnet: Methods } };
  const saved = globalThis.window;
  Object.assign(globalThis, { window: win });
  try {
    installOkx(wallet);
  } finally {
    Object.assign(globalThis, { window: saved });
  }
  const object = win.okxwallet?.bitcoinTestnet;
  if (!object) throw new Error('no okxwallet.bitcoinTestnet');
  return object;
}

const input = (signed: unknown, index: number) =>
  btc.Transaction.fromPSBT(hex.decode(String(signed))).getInput(index);
const failure = (promise: Promise<unknown> | undefined) =>
  promise?.then(
    () => 'signed',
    (error: unknown) => error,
  );

describe('the okx family signs PSBTs through @okxweb3/coin-bitcoin', () => {
  it('finalizes unless autoFinalized is given and falsy, as the SDK tests it', async () => {
    const okx = okxTestnet('p2wpkh');
    const toSignInputs = [{ index: 0, address: ring.payment.address }];
    expect(input(await okx.signPsbt?.(psbt(), { toSignInputs }), 0).finalScriptWitness).toHaveLength(2);
    // `0` is given and falsy: signed, not finalized.
    const partial = input(await okx.signPsbt?.(psbt(), { toSignInputs, autoFinalized: 0 }), 0);
    expect(partial.partialSig).toHaveLength(1);
    expect(partial.finalScriptWitness).toBeUndefined();
  });

  it('disableTweakSigner and useTweakSigner choose the signer of a taproot input', async () => {
    const okx = okxTestnet('p2tr');
    const sign = (extra: Record<string, unknown>, internalKey = true) =>
      okx.signPsbt?.(psbt(internalKey), {
        autoFinalized: false,
        toSignInputs: [{ index: 1, address: ring.ordinals.address, ...extra }],
      });
    expect(input(await sign({}), 1).tapKeySig).toHaveLength(64);
    expect(input(await sign({ useTweakSigner: true }), 1).tapKeySig).toHaveLength(64);
    // The internal key cannot sign the key path: OKX's bitcoinjs-lib finds nothing to sign.
    for (const extra of [{ disableTweakSigner: true }, { useTweakSigner: false }]) {
      expect(await failure(sign(extra))).toMatchObject({
        code: -32603,
        message: expect.stringMatching(/^Can not sign for input #1 with the key/),
      });
    }
    // Without its internal key, OKX's bitcoinjs-lib does not see a taproot input.
    expect(await failure(sign({}, false))).toMatchObject({
      code: -32603,
      message: expect.stringMatching(/^Input #1 has witnessUtxo but non-segwit script/),
    });
  });
});
