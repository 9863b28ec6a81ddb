import { verifyMessage } from '@satchel/core/message';
import { networkParams } from '@satchel/core/networks';
import * as btc from '@scure/btc-signer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBJECT } from '../../../test/subjects';
import { type DevWalletOptions, FAMILIES, resolveConfig } from './config';
import { WalletFailure } from './errors';
import { MAINNET_ONLY_FAMILIES } from './families/facts';
import { signPsbtBatch } from './families/psbt-batch';
import { DevWallet } from './wallet';

/**
 * The Dev Wallet is never a Bitcoin mainnet signer by accident. Mainnet keys
 * sign only while its explorer is on a loopback address; the mainnet-only families (Magic Eden and
 * OKX's main object, MAINNET_ONLY_FAMILIES; each family's own test says it is one) answer mainnet
 * whatever the wallet is set to.
 */
function wallet(options: DevWalletOptions): DevWallet {
  return new DevWallet(resolveConfig({ autoApprove: true, ...options }));
}

async function failure(promise: Promise<unknown>): Promise<WalletFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WalletFailure);
    return error as WalletFailure;
  }
  throw new Error('expected a refusal');
}

const refusal = (explorer: string) =>
  `The Satchel Dev Wallet signs with mainnet keys only for a private chain on a loopback address (127.0.0.0/8 or ::1); its explorer is ${explorer}. Point esploraUrl at a devnet started with --network mainnet.`;

/** A PSBT spending one coin of `account`'s script, as a page would hand it over. */
function spendOf(script: Uint8Array): btc.Transaction {
  const tx = new btc.Transaction();
  tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 50_000n } });
  tx.addOutput({ script, amount: 40_000n });
  return tx;
}

afterEach(() => vi.restoreAllMocks());

describe('mainnet keys sign only against a loopback explorer', () => {
  it('refuses messages, PSBTs, batches and sends before any prompt or request', async () => {
    const w = wallet({ network: 'mainnet' });
    expect(w.config.esploraUrl).toBe('https://mempool.space/api');
    const ask = vi.spyOn(w, 'ask');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const payment = w.keys().payment;
    const tx = spendOf(payment.script);
    const refused = [
      await failure(w.signMessage(SUBJECT.satsConnect, 'signMessage', payment, 'hello', 'bip322')),
      await failure(w.signPsbt(SUBJECT.satsConnect, 'signPsbt', tx, undefined, 'none')),
      await failure(
        signPsbtBatch(w, SUBJECT.injected, 'signPsbts', [{ tx, inputs: undefined, finalize: 'none' }]),
      ),
      await failure(
        w.sendTransfer(SUBJECT.satsConnect, 'sendTransfer', [{ address: payment.address, amount: 1000n }]),
      ),
    ];
    for (const error of refused) expect(error.message).toBe(refusal('https://mempool.space/api'));
    expect(ask).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs for a private chain on 127.0.0.0/8 or [::1], and the signature verifies for the bc1 address', async () => {
    for (const esploraUrl of ['http://127.0.0.1:3250/api', 'http://127.3.2.1/api', 'http://[::1]:3250/api']) {
      const w = wallet({ network: 'mainnet', esploraUrl });
      const payment = w.keys().payment;
      expect(payment.address).toMatch(/^bc1q/);
      const { signature } = await w.signMessage(
        SUBJECT.satsConnect,
        'signMessage',
        payment,
        'private chain',
        'bip322',
      );
      expect(verifyMessage({ address: payment.address, message: 'private chain', signature })).toMatchObject({
        valid: true,
      });
    }
  });

  it('a loopback name is not enough: localhost may resolve anywhere', async () => {
    const w = wallet({ network: 'mainnet', esploraUrl: 'http://localhost:3250/api' });
    const error = await failure(
      w.signMessage(SUBJECT.satsConnect, 'signMessage', w.keys().payment, 'x', 'ecdsa'),
    );
    expect(error.message).toBe(refusal('http://localhost:3250/api'));
  });

  it('test-network keys sign wherever the explorer is', async () => {
    const w = wallet({ network: 'testnet', esploraUrl: 'https://mempool.space/testnet/api' });
    const { signature } = await w.signMessage(
      SUBJECT.satsConnect,
      'signMessage',
      w.keys().payment,
      'hi',
      'bip322',
    );
    expect(verifyMessage({ address: w.keys().payment.address, message: 'hi', signature }).valid).toBe(true);
  });
});

describe('the mainnet-only families', () => {
  it('answer mainnet on a regtest wallet; the others keep its network', () => {
    const w = wallet({ network: 'regtest' });
    expect(MAINNET_ONLY_FAMILIES.size).toBeGreaterThan(0);
    for (const family of FAMILIES) {
      expect(w.networkFor(family), family).toBe(MAINNET_ONLY_FAMILIES.has(family) ? 'mainnet' : 'regtest');
    }
    for (const family of [SUBJECT.satsConnect, SUBJECT.injected, SUBJECT.rpc, 'devwallet'] as const) {
      expect(w.networkFor(family), family).toBe('regtest');
    }
  });

  it('sign with mainnet keys, so they too refuse a test-network explorer', async () => {
    for (const family of MAINNET_ONLY_FAMILIES) {
      const w = wallet({ network: 'testnet', esploraUrl: 'https://mempool.space/testnet/api' });
      const account = w.keys('mainnet').payment;
      const error = await failure(w.signMessage(family, 'signMessage', account, 'hi', 'bip322'));
      expect(error.message, family).toBe(refusal('https://mempool.space/testnet/api'));
      const onDevnet = wallet({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3250/api' });
      const tx = spendOf(onDevnet.keys('mainnet').payment.script);
      const signed = await onDevnet.signPsbt(family, 'signPsbt', tx, undefined, 'none');
      expect(signed.signedIndexes, family).toEqual([0]);
      expect(
        btc
          .Address(networkParams('mainnet'))
          .encode(btc.OutScript.decode(tx.getOutput(0).script as Uint8Array)),
      ).toMatch(/^bc1q/);
    }
  });
});
