import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { p2sh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import type { ExplorerClient } from '../clients/explorer';
import { ErrorCode } from '../primitives/errors';
import { networkParams } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import { planSend } from './plan-send';

const publicKey = secp256k1.getPublicKey(new Uint8Array(32).fill(3), true);
const own = p2wpkh(publicKey, networkParams('regtest'));
const other = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(4), true), networkParams('regtest'));
const payment: Account = {
  address: own.address as string,
  publicKey: hex.encode(publicKey),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const connector = { capabilities: { nativeSend: false } } as unknown as Connector;
const explorer = {
  getUtxos: async () => [{ txid: 'ab'.repeat(32), vout: 0, value: 1_000_000n, status: { confirmed: true } }],
} as unknown as ExplorerClient;

const plan = (amountText: string, feeRate: number, fastestRate?: number) =>
  planSend({
    connector,
    explorer,
    network: 'regtest',
    payment,
    recipient: other.address as string,
    amountText,
    feeRate,
    ...(fastestRate === undefined ? {} : { fastestRate }),
  });

describe('planSend fee guard', () => {
  it('flags nothing for an ordinary fee', async () => {
    const result = await plan('0.001', 10, 20);
    expect(result.mode === 'psbt' && result.feeWarnings).toEqual([]);
  });

  it('flags a fee above the amount and a rate above 5× the fastest estimate', async () => {
    const result = await plan('0.00001', 150, 20);
    expect(result.mode === 'psbt' && result.feeWarnings).toEqual(['fee-above-amount', 'rate-above-ceiling']);
    expect(result.mode === 'psbt' && result.feeCeiling).toBe(100);
  });

  it('uses a 1,000 sat/vB ceiling when no estimate is known', async () => {
    const below = await plan('0.005', 900);
    const above = await plan('0.005', 1_100);
    expect(below.mode === 'psbt' && below.feeWarnings).toEqual([]);
    expect(above.mode === 'psbt' && above.feeWarnings).toEqual(['rate-above-ceiling']);
  });
});

describe('planSend with many recipients', () => {
  const third = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(5), true), networkParams('regtest'));
  const rows = [
    { address: other.address as string, amountText: '0.001' },
    { address: third.address as string, amountText: '0.002' },
  ];
  const planRows = (
    recipients: { address: string; amountText: string }[],
    nativeSend = false,
    multi = false,
  ) =>
    planSend({
      connector: { capabilities: { nativeSend, multiRecipientSend: multi } } as unknown as Connector,
      explorer,
      network: 'regtest',
      payment,
      recipient: '',
      amountText: '',
      recipients,
      feeRate: 2,
    });

  it('builds one output per row, in order, with the total as the amount', async () => {
    const plan = await planRows(rows);
    expect(plan.mode).toBe('psbt');
    expect(plan.amount).toBe(300_000n);
    expect(plan.recipients).toEqual([
      { address: other.address, amount: 100_000n },
      { address: third.address, amount: 200_000n },
    ]);
  });

  it("uses the wallet's own send only when it takes several recipients", async () => {
    expect((await planRows(rows, true, true)).mode).toBe('native');
    expect((await planRows(rows, true, false)).mode).toBe('psbt');
  });

  it('says which row is wrong', async () => {
    await expect(
      planRows([rows[0] as (typeof rows)[0], { address: 'nope', amountText: '0.001' }]),
    ).rejects.toThrow(/^Recipient 2: /);
    await expect(
      planRows([rows[0] as (typeof rows)[0], { address: third.address as string, amountText: '0.000001' }]),
    ).rejects.toThrow('Recipient 2: The amount is below the dust limit of 294 sats for this address.');
  });
});

describe('planSend never spends inscriptions or runes', () => {
  const xOnly = publicKey.slice(1);
  const taproot = p2tr(xOnly, undefined, networkParams('regtest'));
  const taprootAccount: Account = {
    address: taproot.address as string,
    publicKey: hex.encode(xOnly),
    purpose: 'payment',
    addressType: 'p2tr',
  };
  const BIG = { txid: 'aa'.repeat(32), vout: 0, value: 10_000n, status: { confirmed: true } };
  const SMALL = { txid: 'bb'.repeat(32), vout: 1, value: 600n, status: { confirmed: true } };
  const utxoExplorer = (utxos: unknown[]) => ({ getUtxos: async () => utxos }) as unknown as ExplorerClient;
  const appBuilt = { capabilities: { nativeSend: false } } as unknown as Connector;
  const walletSends = {
    capabilities: { nativeSend: true, multiRecipientSend: false },
  } as unknown as Connector;
  const all = [`${BIG.txid}:0`, `${SMALL.txid}:1`];
  const index = (carrying: string[]) => ({
    assetStatus: async () => ({
      free: new Set(all.filter((o) => !carrying.includes(o))),
      protected: new Set(carrying),
    }),
  });
  const failing = {
    assetStatus: async () => {
      throw new Error('indexer down');
    },
  };
  const planFrom = (extra: Partial<Parameters<typeof planSend>[0]>) =>
    planSend({
      connector: appBuilt,
      explorer: utxoExplorer([BIG, SMALL]),
      network: 'regtest',
      payment: taprootAccount,
      recipient: other.address as string,
      amountText: '0.00005',
      feeRate: 1,
      ...extra,
    });

  it('does not spend the 10,000-sat inscription output for a 5,000-sat send: the rest is too little', async () => {
    await expect(planFrom({ assets: index([`${BIG.txid}:0`]) })).rejects.toThrow(
      'The amount is more than your spendable balance of 0.000006 BTC.',
    );
  });

  it('spends only the outputs the index reports free', async () => {
    const plan = await planFrom({ assets: index([`${SMALL.txid}:1`]) });
    expect(plan.mode).toBe('psbt');
    expect(plan.mode === 'psbt' && plan.inputCount).toBe(1);
    const tx = Transaction.fromPSBT(base64.decode(plan.mode === 'psbt' ? plan.psbtBase64 : ''));
    expect(hex.encode(tx.getInput(0).txid ?? new Uint8Array())).toBe(BIG.txid);
  });

  it("refuses with the exact text when a taproot address's assets cannot be confirmed", async () => {
    await expect(planFrom({ assets: failing })).rejects.toThrow(
      'Cannot confirm this address holds no inscriptions or runes. Try again, or send from your wallet.',
    );
    await expect(planFrom({})).rejects.toThrow('Cannot confirm this address holds no inscriptions or runes.');
  });

  it('refuses a send built here when the index cannot answer, and leaves the wallet its own send', async () => {
    await expect(planFrom({ connector: walletSends, useWalletSend: false, assets: failing })).rejects.toThrow(
      'Cannot confirm this address holds no inscriptions or runes. Try again, or send from your wallet.',
    );
    const plan = await planFrom({ connector: walletSends, assets: failing });
    expect(plan).toEqual(expect.objectContaining({ mode: 'native', from: taprootAccount.address }));
  });

  it('hands the chosen rate to a wallet whose own send takes one when the index cannot answer, rounded up to whole sat/vB where it takes only those', async () => {
    const whole = {
      capabilities: { ...walletSends.capabilities, sendFeeRate: 'whole' },
    } as unknown as Connector;
    const rounded = await planFrom({ connector: whole, useWalletSend: false, assets: failing, feeRate: 0.2 });
    expect(rounded).toEqual(
      expect.objectContaining({
        mode: 'native',
        from: taprootAccount.address,
        feeRate: 1,
        chosenFeeRate: 0.2,
      }),
    );
    const exact = {
      capabilities: { ...walletSends.capabilities, sendFeeRate: 'decimal' },
    } as unknown as Connector;
    const kept = await planFrom({ connector: exact, useWalletSend: false, assets: failing, feeRate: 0.2 });
    expect(kept).toEqual(expect.objectContaining({ mode: 'native', feeRate: 0.2 }));
    expect(kept).not.toHaveProperty('chosenFeeRate');
  });

  it('spends only outputs the index vouches for on a taproot address: an unconfirmed one it does not know is left', async () => {
    const fresh = { txid: 'cc'.repeat(32), vout: 0, value: 1_000_000n, status: { confirmed: false } };
    await expect(
      planFrom({
        explorer: utxoExplorer([BIG, SMALL, fresh]),
        assets: index([`${SMALL.txid}:1`]),
        amountText: '0.0002',
      }),
    ).rejects.toThrow('The amount is more than your spendable balance of 0.0001 BTC.');
  });

  it('on a payment-only p2wpkh address spends everything but what the index reports carrying assets', async () => {
    const fresh = { txid: 'cc'.repeat(32), vout: 0, value: 1_000_000n, status: { confirmed: false } };
    const plan = await planSend({
      connector: appBuilt,
      explorer: utxoExplorer([BIG, SMALL, fresh]),
      network: 'regtest',
      payment,
      ordinalsAddress: taprootAccount.address,
      assets: index([`${BIG.txid}:0`]),
      recipient: other.address as string,
      amountText: '0.005',
      feeRate: 1,
    });
    expect(plan.mode === 'psbt' && plan.inputCount).toBe(1);
  });

  it('treats a single-address wallet as one that may hold assets, even on p2wpkh', async () => {
    await expect(
      planSend({
        connector: appBuilt,
        explorer: utxoExplorer([{ ...SMALL, value: 100_000n }]),
        network: 'regtest',
        payment,
        ordinalsAddress: payment.address,
        recipient: other.address as string,
        amountText: '0.0001',
        feeRate: 1,
      }),
    ).rejects.toThrow('Cannot confirm this address holds no inscriptions or runes.');
  });
});

describe('planSend uses only a key that matches the address', () => {
  const xOnly = publicKey.slice(1);
  const regtest = networkParams('regtest');
  const taproot = p2tr(xOnly, undefined, regtest).address as string;
  const nested = p2sh(p2wpkh(publicKey, regtest), regtest).address as string;
  const wallet = { name: 'Fake Wallet', capabilities: { nativeSend: false } } as unknown as Connector;
  const index = {
    assetStatus: async () => ({ free: new Set([`${'ab'.repeat(32)}:0`]), protected: new Set<string>() }),
  };
  const from = (account: Account) =>
    planSend({
      connector: wallet,
      explorer,
      network: 'regtest',
      payment: account,
      recipient: other.address as string,
      amountText: '0.001',
      feeRate: 2,
      assets: index,
    });
  const account = (address: string, addressType: Account['addressType'], key: string): Account => ({
    address,
    publicKey: key,
    purpose: 'payment',
    addressType,
  });
  const addressBytes = (address: string) => hex.encode(new TextEncoder().encode(address));

  it('builds taproot and nested segwit inputs from the checked key', async () => {
    const tr = await from(account(taproot, 'p2tr', hex.encode(xOnly)));
    const trTx = Transaction.fromPSBT(base64.decode(tr.mode === 'psbt' ? tr.psbtBase64 : ''));
    expect(hex.encode(trTx.getInput(0).tapInternalKey ?? new Uint8Array())).toBe(hex.encode(xOnly));
    const sh = await from(account(nested, 'p2sh', hex.encode(publicKey)));
    const shTx = Transaction.fromPSBT(base64.decode(sh.mode === 'psbt' ? sh.psbtBase64 : ''));
    expect(shTx.getInput(0).redeemScript).toEqual(p2wpkh(publicKey).script);
  });

  it("refuses with the exact text when the wallet's key is the address's bytes or another key", async () => {
    await expect(from(account(taproot, 'p2tr', addressBytes(taproot)))).rejects.toThrow(
      `Fake Wallet did not provide a usable public key for ${taproot}.`,
    );
    const strangerKey = hex.encode(secp256k1.getPublicKey(new Uint8Array(32).fill(9), true));
    await expect(from(account(nested, 'p2sh', strangerKey))).rejects.toThrow(
      `Fake Wallet did not provide a usable public key for ${nested}.`,
    );
    await expect(from(account(nested, 'p2sh', ''))).rejects.toMatchObject({
      code: ErrorCode.NO_USABLE_PUBLIC_KEY,
    });
  });

  it('needs no key for a p2wpkh address', async () => {
    const plan = await from(account(payment.address, 'p2wpkh', addressBytes(payment.address)));
    expect(plan.mode).toBe('psbt');
  });
});

describe('planSend with a wallet that signs no transaction', () => {
  it('refuses before any popup when the wallet approved neither its send nor PSBT signing', async () => {
    const messagesOnly = {
      name: 'Edge',
      capabilities: { nativeSend: false, psbtSigning: false },
    } as unknown as Connector;
    await expect(
      planSend({
        connector: messagesOnly,
        explorer,
        network: 'regtest',
        payment,
        recipient: other.address as string,
        amountText: '0.001',
        feeRate: 2,
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.METHOD_NOT_SUPPORTED,
      message: 'Edge approved neither sending nor signing transactions for this connection.',
    });
  });
});
