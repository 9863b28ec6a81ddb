import { preparePsbt } from '@satchel/core/actions';
import { networkParams } from '@satchel/core/networks';
import { assertInputsSigned } from '@satchel/core/protocol/psbt/check-signed';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { SimpleKeyring } from '@unisat/wallet-sdk/lib/keyring/simple-keyring.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caught } from '../../../../../test/caught';
import { mainnetRing, ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { checkPsbtAcrossWallets } from '../../compat/check';
import { DEFAULT_MNEMONIC, resolveConfig } from '../../config';
import { DevWallet } from '../../wallet';
import { createUnisat } from '.';

/**
 * SIGHASH_SINGLE|ANYONECANPAY on an input with no output at its index: BIP-143 hashes zeros in
 * place of the outputs, so the signature spends the coin in any transaction. UniSat's signing SDK
 * (@unisat/wallet-sdk, which the `unisat` family runs) signs it when toSignInputs allows 0x83;
 * Satchel refuses the PSBT before any wallet is asked.
 */

const SINGLE_ACP = btc.SigHash.SINGLE_ANYONECANPAY;
const REGTEST = networkParams('regtest');
const COIN = { txid: new Uint8Array(32).fill(2), index: 0 };
const AMOUNT = 80_000n;

/** The owner's coin at input 1, asking 0x83; the transaction has one output only. */
function victimPsbt(owner = ring, network: 'regtest' | 'mainnet' = 'regtest'): btc.Transaction {
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: stranger.payment.script, amount: 10_000n },
  });
  tx.addInput({
    ...COIN,
    witnessUtxo: { script: owner.payment.script, amount: AMOUNT },
    sighashType: SINGLE_ACP,
  });
  tx.addOutputAddress(owner.payment.address, 85_000n, networkParams(network));
  return tx;
}

/** Someone else's transaction: their own input first, the owner's coin second, all of it to them. */
function thiefPsbt(partialSig?: [Uint8Array, Uint8Array]): string {
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(9),
    index: 3,
    witnessUtxo: { script: stranger.ordinals.script, amount: 1_000n },
  });
  tx.addInput({
    ...COIN,
    witnessUtxo: { script: ring.payment.script, amount: AMOUNT },
    sighashType: SINGLE_ACP,
    ...(partialSig ? { partialSig: [partialSig] } : {}),
  });
  tx.addOutputAddress(stranger.ordinals.address, 80_500n, REGTEST);
  return base64.encode(tx.toPSBT());
}

function unisat() {
  const wallet = new DevWallet(
    resolveConfig({
      mnemonic: DEFAULT_MNEMONIC,
      network: 'regtest',
      impersonate: ['unisat'],
      autoApprove: true,
    }),
  );
  wallet.permissions.grant('unisat');
  return createUnisat(wallet) as unknown as { signPsbt: (psbt: string, options: unknown) => Promise<string> };
}

afterEach(() => vi.restoreAllMocks());

describe('SIGHASH_SINGLE with no output at the input’s index', () => {
  it('UniSat’s SDK signs it, and the signature spends the coin in someone else’s transaction', async () => {
    const signed = await unisat().signPsbt(hex.encode(victimPsbt().toPSBT()), {
      autoFinalized: false,
      toSignInputs: [{ index: 1, address: ring.payment.address, sighashTypes: [SINGLE_ACP] }],
    });
    const partial = btc.Transaction.fromPSBT(hex.decode(signed)).getInput(1).partialSig?.[0];
    expect(partial?.[1].at(-1)).toBe(SINGLE_ACP);
    // The same signature verifies, as a node checks it, for a transaction paying a stranger.
    const thief = thiefPsbt();
    expect(() =>
      assertInputsSigned({
        requestedPsbt: thief,
        returnedPsbt: thiefPsbt(partial as [Uint8Array, Uint8Array]),
        indexes: [1],
      }),
    ).not.toThrow();
  });

  it('Satchel refuses the PSBT before any wallet is asked, with SINGLE|ANYONECANPAY allowed', () => {
    const sign = vi.spyOn(SimpleKeyring.prototype, 'signTransaction');
    const error = caught(() =>
      preparePsbt({
        text: hex.encode(victimPsbt().toPSBT()),
        network: 'regtest',
        ownedAddresses: [ring.payment.address],
        allowedSighash: [btc.SigHash.ALL, SINGLE_ACP],
      }),
    );
    expect(error.message).toBe(
      'Input 1 asks SIGHASH_SINGLE but the transaction has no output 1: its signature would let anyone spend it.',
    );
    expect(sign).not.toHaveBeenCalled();
  });

  it('check-psbt says no wallet signs it, UniSat included, and why', () => {
    const report = checkPsbtAcrossWallets(base64.encode(victimPsbt(mainnetRing, 'mainnet').toPSBT()), {
      sign: [{ index: 1, address: mainnetRing.payment.address, sighash: SINGLE_ACP }],
    });
    expect(report.able).toEqual([]);
    expect(report.rows.find((row) => row.family === 'unisat')).toMatchObject({
      signs: 'no',
      refusal: { reason: 'gives-away', index: 1 },
    });
  });
});
