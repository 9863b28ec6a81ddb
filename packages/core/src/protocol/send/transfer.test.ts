import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { freshNode, fund, payment, testKey } from '../../../../../test/devnet/chain';
import { etch } from '../../../../../test/ord/helpers';
import { OrdApi, ordIndexFor } from '../../../../devnet/src/ord/index';
import { inscribe } from '../../../../devnet/src/ord/inscribe';
import { runeValue } from '../runes/rune-name';
import type { FundingUtxo } from './build';
import { buildInscriptionTransfer, buildRunesTransfer } from './transfer';

/**
 * Transfers built here, signed with real keys, accepted by the devnet (real signature checks) and
 * read back by its ord-compatible index: the asset lands where the transfer says.
 */
const owner = testKey('transfer owner');
const payer = testKey('transfer payer');
const stranger = testKey('transfer stranger');
const ordinals = payment('p2tr', owner);
const pay = payment('p2wpkh', payer);
const recipient = payment('p2tr', stranger).address as string;

function signAndSend(node: ReturnType<typeof freshNode>, psbtBase64: string): string {
  const tx = btc.Transaction.fromPSBT(base64.decode(psbtBase64), { allowUnknownOutputs: true });
  tx.sign(owner.priv);
  tx.sign(payer.priv);
  tx.finalize();
  node.broadcast(hex.encode(tx.extract()));
  node.mine(1);
  return tx.id;
}

function paymentUtxo(utxo: { txid: string; vout: number; value: bigint }): FundingUtxo {
  return { ...utxo, type: 'p2wpkh', address: pay.address as string };
}

describe('inscription and rune transfers on the devnet', () => {
  it('moves an inscription with its postage to the recipient, the fee paid by the payment address', () => {
    const node = freshNode();
    const api = new OrdApi(ordIndexFor(node.chain), node.params);
    const { id, revealTxid } = inscribe(node, {
      address: ordinals.address as string,
      contentType: 'text/plain',
      body: new TextEncoder().encode('hello'),
    });
    const feeCoin = fund(node, 'p2wpkh', payer, 50_000n);
    const built = buildInscriptionTransfer({
      inscriptionUtxo: {
        txid: revealTxid,
        vout: 0,
        value: 10_000n,
        type: 'p2tr',
        address: ordinals.address as string,
        tapInternalKey: owner.xonly,
      },
      recipientAddress: recipient,
      paymentUtxos: [paymentUtxo(feeCoin)],
      paymentAddress: pay.address as string,
      feeRate: 2,
      network: 'regtest',
    });
    expect(built.signInputs).toEqual({ [ordinals.address as string]: [0], [pay.address as string]: [1] });
    const txid = signAndSend(node, built.psbtBase64);
    expect(api.inscriptionsOn(`${txid}:0`)).toEqual([id]);
    expect(api.output(`${txid}:0`)).toMatchObject({ address: recipient, value: 10_000 });
  });

  it('sends part of a rune: the amount to the recipient, the rest back to the owner', () => {
    const node = freshNode();
    const api = new OrdApi(ordIndexFor(node.chain), node.params);
    const etched = etch(node, owner, { etching: { rune: runeValue('SATCHELTRANSFERS'), premine: 1_000n } });
    const feeCoin = fund(node, 'p2wpkh', payer, 50_000n);
    const built = buildRunesTransfer({
      runeUtxos: [
        {
          txid: etched.tx.id,
          vout: 0,
          value: 10_000n,
          type: 'p2tr',
          address: ordinals.address as string,
          tapInternalKey: owner.xonly,
        },
      ],
      runeId: { block: etched.block, tx: BigInt(etched.pos) },
      amount: 400n,
      recipientAddress: recipient,
      ownerAddress: ordinals.address as string,
      paymentUtxos: [paymentUtxo(feeCoin)],
      paymentAddress: pay.address as string,
      feeRate: 2,
      network: 'regtest',
    });
    const txid = signAndSend(node, built.psbtBase64);
    const runes = (outpoint: string) =>
      JSON.stringify((api.output(outpoint) as { runes: unknown }).runes, (_key, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
    expect(runes(`${txid}:1`)).toMatch(/"SATCHEL.?TRANSFERS".*"amount":"?400"?/);
    expect(runes(`${txid}:2`)).toMatch(/"SATCHEL.?TRANSFERS".*"amount":"?600"?/);
    expect(api.output(`${txid}:1`)).toMatchObject({ address: recipient });
    expect(api.output(`${txid}:2`)).toMatchObject({ address: ordinals.address });
  });
});
