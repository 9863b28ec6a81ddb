import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import type { ExplorerClient } from '../clients/explorer';
import { ErrorCode, Messages } from '../primitives/errors';
import type { Connector } from '../wallets/kit/types';
import { executeSend } from './execute-send';

describe('executeSend checks what the wallet returns', () => {
  it('refuses a transaction the wallet changed and broadcasts nothing', async () => {
    const { secp256k1 } = await import('@noble/curves/secp256k1.js');
    const { base64 } = await import('@scure/base');
    const { p2wpkh, Transaction } = await import('@scure/btc-signer');
    const key = new Uint8Array(32).fill(5);
    const own = p2wpkh(secp256k1.getPublicKey(key, true));
    const build = (change: bigint) => {
      const tx = new Transaction();
      tx.addInput({
        txid: new Uint8Array(32).fill(3),
        index: 0,
        witnessUtxo: { script: own.script, amount: 20_000n },
      });
      tx.addOutput({ script: own.script, amount: 10_000n });
      tx.addOutput({ script: own.script, amount: change });
      return tx;
    };
    const greedy = build(1_000n);
    greedy.signIdx(key, 0);
    const broadcasts: string[] = [];
    const connector = {
      signPsbt: async () => ({ psbtBase64: base64.encode(greedy.toPSBT()), psbtHex: '', finalized: false }),
    } as unknown as Connector;
    const explorer = {
      broadcast: async (raw: string) => {
        broadcasts.push(raw);
        return 'ff'.repeat(32);
      },
    } as unknown as ExplorerClient;
    const plan = {
      mode: 'psbt' as const,
      recipient: own.address as string,
      amount: 10_000n,
      recipients: [{ address: own.address as string, amount: 10_000n }],
      from: own.address as string,
      fee: 400n,
      feeRate: 2,
      vsize: 200,
      psbtBase64: base64.encode(build(9_600n).toPSBT()),
      inputCount: 1,
      feeWarnings: [],
      feeCeiling: 1_000,
    };
    const error = await rejection(executeSend({ plan, connector, explorer }));
    expect(error.message).toBe(Messages.walletChangedTransaction);
    expect(broadcasts).toEqual([]);

    // The reviewed transaction handed back unsigned as a success.
    const signsNothing = {
      signPsbt: async () => ({ psbtBase64: plan.psbtBase64, psbtHex: '', finalized: false }),
    } as unknown as Connector;
    const signed: string[] = [];
    const unsigned = await rejection(
      executeSend({ plan, connector: signsNothing, explorer, onSigned: (raw) => signed.push(raw) }),
    );
    expect(unsigned.message).toBe('The wallet returned the PSBT without signing input 0.');
    expect(unsigned.code).toBe(ErrorCode.WALLET_DID_NOT_SIGN);
    expect(broadcasts).toEqual([]);
    expect(signed).toEqual([]);

    // The same transaction signed by the wallet's key is broadcast.
    const honest = build(9_600n);
    honest.signIdx(key, 0);
    const signs = {
      signPsbt: async () => ({ psbtBase64: base64.encode(honest.toPSBT()), psbtHex: '', finalized: false }),
    } as unknown as Connector;
    await executeSend({ plan, connector: signs, explorer });
    expect(broadcasts).toHaveLength(1);
  });

  it("reports a co-signed account's proposal as proposed, a wallet's own broadcast as broadcast", async () => {
    const plan = {
      mode: 'native' as const,
      recipient: 'bcrt1q-recipient',
      amount: 1_000n,
      recipients: [{ address: 'bcrt1q-recipient', amount: 1_000n }],
      from: 'bcrt1q-from',
    };
    const explorer = {} as ExplorerClient;
    const proposing = {
      sendTransfer: async () => ({ kind: 'proposed', proposalId: 'proposal-7' }),
    } as unknown as Connector;
    await expect(executeSend({ plan, connector: proposing, explorer })).resolves.toEqual({
      kind: 'proposed',
      proposalId: 'proposal-7',
    });
    const sending = { sendTransfer: async () => ({ txid: 'ab'.repeat(32) }) } as unknown as Connector;
    await expect(executeSend({ plan, connector: sending, explorer })).resolves.toEqual({
      kind: 'broadcast',
      txid: 'ab'.repeat(32),
    });
  });
});

describe("executeSend through the wallet's own send", () => {
  it('hands the wallet the rate of the plan, and no rate when the plan has none', async () => {
    const requests: unknown[] = [];
    const connector = {
      sendTransfer: async (request: unknown) => {
        requests.push(request);
        return { txid: 'ee'.repeat(32) };
      },
    } as unknown as Connector;
    const explorer = {} as ExplorerClient;
    const recipients = [{ address: 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', amount: 10_000n }];
    const native = { mode: 'native' as const, recipient: '', amount: 10_000n, recipients, from: '' };
    await executeSend({ plan: { ...native, feeRate: 1, chosenFeeRate: 0.2 }, connector, explorer });
    await executeSend({ plan: native, connector, explorer });
    expect(requests).toEqual([{ recipients, feeRate: 1 }, { recipients }]);
  });
});
