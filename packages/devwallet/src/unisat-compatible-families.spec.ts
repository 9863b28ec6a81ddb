import { verifyMessage } from '@satchel/core/message';
import { hex } from '@scure/base';
import { Verifier } from 'bip322-js';
import { expect, test } from '../../../test/devwallet/fixture';
import { mixedPsbt, psbtFrom, ring } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../test/devwallet/test-page';

/** Bitget, Binance Web3 Wallet and Keplr: their own globals, names, shapes and refusals. */
type Call = (...args: unknown[]) => Promise<unknown>;
/** The members these specs touch on the injected objects. */
type Provider = {
  [K in
    | 'requestAccounts'
    | 'connectWallet'
    | 'getAccounts'
    | 'getAddress'
    | 'getPublicKey'
    | 'getNetwork'
    | 'switchNetwork'
    | 'getChain'
    | 'signMessage'
    | 'signPsbt'
    | 'signPsbts'
    | 'disconnect']: Call;
} & {
  on(event: string, handler: (payload: unknown) => void): unknown;
  isBitKeep?: unknown;
  isBinance?: unknown;
};
type Control = { satchelDevWallet: { rejectNext(): void; setAccount(index: number): void } };

test.describe('Bitget (first to install), Binance and Keplr, without Unisat', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['bitget', 'binance', 'keplr'] } });
  test.beforeEach(async ({ page }) => {
    await openTestPage(page);
  });

  test('bitget: bitkeep.unisat flagged isBitKeep, -32603 refusals, per-PSBT batch options', async ({
    page,
  }) => {
    const psbtHex = hex.encode(mixedPsbt().toPSBT());
    const out = await page.evaluate(
      async ({ psbtHex, payment }) => {
        const w = window as unknown as { bitkeep: { unisat: Provider }; unisat: Provider } & Control;
        const bitget = w.bitkeep.unisat;
        const caught = async (attempt: () => Promise<unknown>) => {
          try {
            return { resolved: await attempt() };
          } catch (error) {
            return { caught: error, isError: error instanceof Error };
          }
        };
        const beforeConnect = {
          accounts: await bitget.getAccounts(),
          publicKey: await bitget.getPublicKey(),
          sign: await caught(() => bitget.signMessage('early')),
        };
        const accounts = await bitget.requestAccounts();
        const network = await bitget.getNetwork();
        const badNetwork = await caught(() => bitget.switchNetwork('regtest'));
        const signed = await bitget.signPsbts(
          [psbtHex, psbtHex],
          [{ autoFinalized: false, toSignInputs: [{ index: 0, address: payment }] }],
        );
        const ecdsa = await bitget.signMessage('bitget message');
        w.satchelDevWallet.rejectNext();
        const refused = await caught(() => bitget.signMessage('no'));
        return {
          sameAsUnisat: w.unisat === bitget,
          isBitKeep: bitget.isBitKeep,
          hasDisconnect: 'disconnect' in bitget,
          beforeConnect,
          accounts,
          network,
          badNetwork,
          signed,
          ecdsa,
          refused,
        };
      },
      { psbtHex, payment: ring.payment.address },
    );
    expect(out.sameAsUnisat).toBe(true);
    expect(out.isBitKeep).toBe(true);
    expect(out.hasDisconnect).toBe(false);
    expect(out.beforeConnect).toEqual({
      accounts: [],
      publicKey: '',
      sign: { caught: { code: -32603, message: 'not authorized' }, isError: false },
    });
    expect(out.accounts).toEqual([ring.payment.address]);
    // The devnet's regtest reads as testnet: these wallets have no regtest.
    expect(out.network).toBe('testnet');
    expect(out.badNetwork).toMatchObject({ caught: { code: -32603 } });
    const [partial, finalized] = (out.signed as string[]).map(psbtFrom);
    expect(partial?.getInput(0).partialSig).toHaveLength(1);
    expect(partial?.getInput(0).finalScriptWitness).toBeUndefined();
    expect(finalized?.getInput(0).finalScriptWitness).toHaveLength(2);
    expect(
      verifyMessage({
        address: ring.payment.address,
        message: 'bitget message',
        signature: out.ecdsa as string,
      }),
    ).toMatchObject({ valid: true, protocol: 'ecdsa' });
    expect(out.refused).toEqual({
      caught: { code: -32603, message: 'User rejected the request.' },
      isError: false,
    });
  });

  test('keplr: two globals, Error refusals, mainnet vs livenet, one options object for a batch', async ({
    page,
  }) => {
    const psbtHex = hex.encode(mixedPsbt().toPSBT());
    const out = await page.evaluate(
      async ({ psbtHex, payment }) => {
        const w = window as unknown as { keplr: { bitcoin: Provider }; bitcoin_keplr: Provider } & Control;
        const keplr = w.bitcoin_keplr;
        const events: unknown[] = [];
        keplr.on('accountsChanged', (accounts: unknown) => events.push(accounts));
        const before = await keplr.getAccounts();
        let refused: unknown;
        w.satchelDevWallet.rejectNext();
        try {
          await keplr.connectWallet();
        } catch (error) {
          refused = { isError: error instanceof Error, message: (error as Error).message };
        }
        const accounts = await keplr.requestAccounts();
        const signed = await keplr.signPsbts([psbtHex, psbtHex], {
          autoFinalized: false,
          toSignInputs: [{ index: 0, address: payment }],
        });
        const result = {
          same: w.keplr.bitcoin === keplr,
          writable: Object.getOwnPropertyDescriptor(window, 'bitcoin_keplr')?.writable,
          before,
          refused,
          accounts,
          address: await keplr.getAddress(),
          network: await keplr.getNetwork(),
          chain: await keplr.getChain(),
          signed,
          ecdsa: await keplr.signMessage('keplr message'),
          other: await keplr.signMessage('keplr message', 'bip322'),
        };
        await keplr.disconnect();
        // Another account in the wallet: the site, no longer connected, hears [""].
        w.satchelDevWallet.setAccount(1);
        return { ...result, after: await keplr.getAccounts(), events };
      },
      { psbtHex, payment: ring.payment.address },
    );
    expect(out.same).toBe(true);
    expect(out.writable).toBe(false);
    expect(out.before).toEqual([]);
    expect(out.refused).toEqual({ isError: true, message: 'Request rejected' });
    expect(out.accounts).toEqual([ring.payment.address]);
    expect(out.address).toBe(ring.payment.address);
    expect(out.network).toBe('testnet');
    expect(out.chain).toEqual({ enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' });
    // One options object applies to every PSBT of the batch.
    for (const signed of out.signed as string[]) {
      expect(psbtFrom(signed).getInput(0).partialSig).toHaveLength(1);
      expect(psbtFrom(signed).getInput(0).finalScriptWitness).toBeUndefined();
    }
    expect(
      verifyMessage({
        address: ring.payment.address,
        message: 'keplr message',
        signature: out.ecdsa as string,
      }),
    ).toMatchObject({ valid: true, protocol: 'ecdsa' });
    // Anything but "ecdsa" signs BIP-322 in Keplr.
    expect(Verifier.verifySignature(ring.payment.address, 'keplr message', out.other as string)).toBe(true);
    expect(out.after).toEqual([]);
    // No account for the site any more: Keplr says so with [""].
    expect(out.events).toEqual([['']]);
  });
});

test.describe('Binance alone', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['binance'] } });
  test.beforeEach(async ({ page }) => {
    await openTestPage(page);
  });

  test('binance: binancew3w.bitcoin, a separate isBinance proxy, no batch, push, send or disconnect', async ({
    page,
  }) => {
    const psbtHex = hex.encode(mixedPsbt().toPSBT());
    const out = await page.evaluate(async (psbtHex) => {
      const w = window as unknown as { binancew3w: { bitcoin: Provider }; unisat: Provider } & Control;
      const binance = w.binancew3w.bitcoin;
      let refused: unknown;
      w.satchelDevWallet.rejectNext();
      try {
        await binance.requestAccounts();
      } catch (error) {
        refused = error;
      }
      const accounts = await binance.requestAccounts();
      const switched = await binance.switchNetwork('testnet');
      const bip322 = await binance.signMessage('binance message', 'bip322-simple');
      const signed = await binance.signPsbt(psbtHex, { autoFinalized: false });
      return {
        proxyFlag: w.unisat.isBinance,
        proxyIsSeparate: w.unisat !== binance,
        missing: ['signPsbts', 'pushPsbt', 'sendBitcoin', 'disconnect'].filter((name) => name in binance),
        accounts,
        publicKey: await binance.getPublicKey(),
        switched,
        bip322,
        signed,
        refused,
      };
    }, psbtHex);
    expect(out.proxyFlag).toBe(true);
    expect(out.proxyIsSeparate).toBe(true);
    expect(out.missing).toEqual([]);
    expect(out.accounts).toEqual([ring.payment.address]);
    expect(out.publicKey).toBe(hex.encode(ring.payment.publicKey));
    expect(out.switched).toBe(true);
    expect(Verifier.verifySignature(ring.payment.address, 'binance message', out.bip322 as string)).toBe(
      true,
    );
    expect(psbtFrom(out.signed as string).getInput(0).partialSig).toHaveLength(1);
    expect(out.refused).toEqual({ code: 4001, message: 'User rejected the request.' });
  });
});
