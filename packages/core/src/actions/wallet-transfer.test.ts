import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import type { ExplorerClient } from '../clients/explorer';
import type { IndexedOutput, IndexerClient, InscriptionInfo, RuneInfo } from '../clients/indexer';
import { ErrorCode, Messages } from '../primitives/errors';
import { networkParams } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import { executeTransfer } from './execute-transfer';
import { planWalletTransfer } from './plan-wallet-transfer';

const regtest = networkParams('regtest');
const key = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true);
const ordinals: Account = {
  address: p2tr(key.slice(1), undefined, regtest).address as string,
  publicKey: hex.encode(key.slice(1)),
  purpose: 'ordinals',
  addressType: 'p2tr',
};
const payment: Account = {
  address: p2wpkh(key, regtest).address as string,
  publicKey: hex.encode(key),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const recipient = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(8), true), regtest).address as string;
const ID = `${'cd'.repeat(32)}i0`;
const TXID = 'ab'.repeat(32);

const pile = (amount: bigint) => ({ spacedName: 'SATCHEL•RUNE', amount, divisibility: 1, symbol: undefined });
const output = (vout: number, amount: bigint, inscriptions: string[] = []): IndexedOutput => ({
  outpoint: `${'ef'.repeat(32)}:${vout}`,
  address: ordinals.address,
  value: 546n,
  indexed: true,
  spent: false,
  confirmations: 1,
  inscriptions,
  runes: [pile(amount)],
});

/** What ord answers for this wallet: one inscription, and 30 + 20 units of a rune (one output also inscribed). */
const indexer = {
  getInscription: async (id: string) =>
    id === ID
      ? ({ id, address: ordinals.address, outpoint: `${TXID}:0`, value: 10_000n } as InscriptionInfo)
      : undefined,
  getRune: async (name: string) =>
    name === 'SATCHELRUNE'
      ? ({ id: '101:1', spacedName: 'SATCHEL•RUNE', divisibility: 1 } as RuneInfo)
      : undefined,
  getAddressOutputs: async () => [output(0, 30n), output(1, 20n, [ID])],
} as unknown as IndexerClient;

function walletWith(
  assetTransfers: Connector['capabilities']['assetTransfers'],
  answer = async () => ({ txid: TXID }),
) {
  const sendInscription = vi.fn(answer);
  const sendRunes = vi.fn(answer);
  const connector = {
    name: 'Test Wallet',
    capabilities: { assetTransfers },
    assets: { sendInscription, sendRunes },
  } as unknown as Connector;
  return { connector, sendInscription, sendRunes };
}

const base = { indexer, network: 'regtest' as const, payment, ordinals, recipient };
const explorer = {} as ExplorerClient;

describe("a transfer through the wallet's own send", () => {
  it('checks the inscription is the wallet’s, then the wallet sends it', async () => {
    const { connector, sendInscription } = walletWith(['inscription', 'runes']);
    const plan = await planWalletTransfer({ ...base, connector, kind: 'inscription', inscriptionId: ID });
    expect(plan).toEqual({
      mode: 'wallet',
      kind: 'inscription',
      recipient,
      asset: ID,
      amount: 0n,
      divisibility: 0,
    });
    expect(await executeTransfer({ plan, connector, explorer })).toEqual({ txid: TXID });
    expect(sendInscription).toHaveBeenCalledWith({ inscriptionId: ID, recipient }, { signal: undefined });
  });

  it('counts every output holding the rune (the wallet decides which to spend) and names it by id', async () => {
    const { connector, sendRunes } = walletWith(['runes']);
    const plan = await planWalletTransfer({
      ...base,
      connector,
      kind: 'runes',
      rune: 'SATCHEL•RUNE',
      amount: 50n,
    });
    expect(plan).toMatchObject({
      mode: 'wallet',
      asset: 'SATCHEL•RUNE',
      amount: 50n,
      runeId: '101:1',
      divisibility: 1,
    });
    await executeTransfer({ plan, connector, explorer });
    expect(sendRunes).toHaveBeenCalledWith(
      { runeId: '101:1', spacedName: 'SATCHEL•RUNE', amount: 50n, divisibility: 1, recipient },
      { signal: undefined },
    );
    await expect(
      planWalletTransfer({ ...base, connector, kind: 'runes', rune: 'SATCHEL•RUNE', amount: 51n }),
    ).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_FUNDS, details: '50 units available' });
  });

  it('refuses before asking the wallet: no such method, another network’s address, an asset not held', async () => {
    const { connector, sendInscription } = walletWith(['runes']);
    await expect(
      planWalletTransfer({ ...base, connector, kind: 'inscription', inscriptionId: ID }),
    ).rejects.toMatchObject({ code: ErrorCode.METHOD_NOT_SUPPORTED });
    const both = walletWith(['inscription', 'runes']).connector;
    await expect(
      planWalletTransfer({
        ...base,
        connector: both,
        recipient: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        kind: 'inscription',
        inscriptionId: ID,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.WRONG_NETWORK });
    await expect(
      planWalletTransfer({
        ...base,
        connector: both,
        kind: 'inscription',
        inscriptionId: `${'00'.repeat(32)}i0`,
      }),
    ).rejects.toThrow('This inscription is not held by the connected wallet.');
    expect(sendInscription).not.toHaveBeenCalled();
  });

  it('reports a refusal in the wallet as a failed send with the wallet’s reason', async () => {
    const { connector } = walletWith(['inscription'], async () => {
      throw new Error('insufficient balance');
    });
    const plan = await planWalletTransfer({ ...base, connector, kind: 'inscription', inscriptionId: ID });
    await expect(executeTransfer({ plan, connector, explorer })).rejects.toMatchObject({
      message: Messages.sendFailed,
      details: 'Error: insufficient balance',
    });
  });
});
