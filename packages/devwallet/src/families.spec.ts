import { base64, hex } from '@scure/base';
import { Verifier } from 'bip322-js';
import { expect, test } from '../../../test/devwallet/fixture';
import { mainnetRing, mixedPsbt, psbtFrom, ring } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../test/devwallet/test-page';

/**
 * Each family's own transport: method names, encodings, and how it fails (Unisat's:
 * families/unisat-provider.spec.ts).
 */
test.use({ devwallet: { autoApprove: true } });

type Call = (...args: unknown[]) => Promise<unknown>;
/** The members these specs touch on the injected objects. */
type Any = {
  [K in
    | 'request'
    | 'getAccounts'
    | 'requestAccounts'
    | 'getPublicKey'
    | 'getChain'
    | 'signPsbt'
    | 'signMessage'
    | 'disconnect'
    | 'connect'
    | 'signTransaction']: Call;
} & {
  on(event: string, handler: (payload: unknown) => void): unknown;
  isMagicEden?: unknown;
  isOkxWallet?: unknown;
};
type CaughtError = { caught: unknown };

test.beforeEach(async ({ page }) => {
  await openTestPage(page);
});

test('xverse signPsbt signs the named inputs with their sighash and refuses inputs it does not own', async ({
  page,
}) => {
  const psbt = base64.encode(mixedPsbt(0x83).toPSBT());
  const out = await page.evaluate(
    async ({ psbt, payment, ordinals }) => {
      const provider = (window as unknown as { XverseProviders: { BitcoinProvider: Any } }).XverseProviders
        .BitcoinProvider;
      await provider.request('wallet_connect', null);
      const ok = await provider.request('signPsbt', {
        psbt,
        signInputs: { [payment]: [0], [ordinals]: [1] },
      });
      const foreign = await provider.request('signPsbt', { psbt, signInputs: { [payment]: [2] } });
      const wrongOwner = await provider.request('signPsbt', { psbt, signInputs: { [payment]: [1] } });
      return { ok, foreign, wrongOwner };
    },
    { psbt, payment: ring.payment.address, ordinals: ring.ordinals.address },
  );
  const signed = psbtFrom((out.ok as { result: { psbt: string } }).result.psbt);
  expect(signed.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x83);
  expect(signed.getInput(1).tapKeySig).toHaveLength(64);
  expect(signed.getInput(0).finalScriptWitness).toBeUndefined(); // not finalized without broadcast
  expect(signed.getInput(2).partialSig).toBeUndefined();
  expect(out.foreign).toMatchObject({ error: { code: -32602, message: 'Invalid parameters.' } });
  expect(out.wrongOwner).toMatchObject({ error: { code: -32600, message: 'Address mismatch.' } });
});

test('magic eden exposes isMagicEden, v1 token methods, and registers through the Wallet Standard', async ({
  page,
}) => {
  // Mainnet addresses whatever network the wallet is set to or the token names.
  const psbt = base64.encode(mixedPsbt(undefined, 'mainnet').toPSBT());
  const out = await page.evaluate(
    async ({ psbt, ordinals }) => {
      const token = (payload: unknown) => {
        const enc = (v: unknown) =>
          btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        return `${enc({ typ: 'JWT', alg: 'none' })}.${enc(payload)}.`;
      };
      const registered: {
        name: string;
        features: Record<string, { provider: unknown }>;
        chains: string[];
      }[] = [];
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (wallet: (typeof registered)[number]) => registered.push(wallet) },
        }),
      );
      const me = (window as unknown as { magicEden: { bitcoin: Any } }).magicEden.bitcoin;
      const network = { type: 'Regtest' };
      const state = (
        window as unknown as { satchelDevWallet: { state(): { network: string } } }
      ).satchelDevWallet.state();
      const connect = await me.connect(token({ purposes: ['ordinals', 'payment'], message: 'hi', network }));
      const signature = await me.signMessage(token({ address: ordinals, message: 'me message', network }));
      const signedTx = await me.signTransaction(
        token({
          network,
          message: 'sign',
          psbtBase64: psbt,
          inputsToSign: [{ address: ordinals, signingIndexes: [1] }],
        }),
      );
      let rejection: unknown;
      (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext();
      try {
        await me.signMessage(token({ address: ordinals, message: 'no', network }));
      } catch (error) {
        rejection = error instanceof Error ? error.message : error;
      }
      return {
        isMagicEden: me.isMagicEden,
        hasRequest: 'request' in me,
        // Other impersonations register through the Wallet Standard too (the `standard` family).
        standard: registered
          .filter((w) => w.name === 'Magic Eden')
          .map((w) => ({
            name: w.name,
            chains: w.chains,
            sameProvider: w.features['sats-connect:']?.provider === me,
          })),
        connect,
        walletNetwork: state.network,
        signature,
        signedTx,
        rejection,
      };
    },
    { psbt, ordinals: mainnetRing.ordinals.address },
  );
  expect(out.isMagicEden).toBe(true);
  expect(out.hasRequest).toBe(false);
  expect(out.standard).toEqual([{ name: 'Magic Eden', chains: ['bitcoin:mainnet'], sameProvider: true }]);
  expect(out.walletNetwork).toBe('regtest');
  expect((out.connect as { addresses: { purpose: string; address: string }[] }).addresses).toEqual([
    expect.objectContaining({ purpose: 'ordinals', address: mainnetRing.ordinals.address }),
    expect.objectContaining({ purpose: 'payment', address: mainnetRing.payment.address }),
  ]);
  expect(Verifier.verifySignature(mainnetRing.ordinals.address, 'me message', out.signature as string)).toBe(
    true,
  );
  const signed = psbtFrom((out.signedTx as { psbtBase64: string }).psbtBase64);
  expect(signed.getInput(1).tapKeySig).toHaveLength(64);
  expect(signed.getInput(0).partialSig).toBeUndefined();
  expect(out.rejection).toBe('User rejected the request.');
});

test('leather resolves envelopes, rejects with the error envelope, and signs hex PSBTs by index', async ({
  page,
}) => {
  const psbtHex = hex.encode(mixedPsbt().toPSBT());
  const out = await page.evaluate(async (psbtHex) => {
    const leather = (window as unknown as { LeatherProvider: Any }).LeatherProvider;
    const settle = (p: Promise<unknown>) =>
      p.then(
        (value) => ({ value }),
        (caught) => ({ caught }),
      );
    const addresses = await leather.request('getAddresses');
    const message = await leather.request('signMessage', { message: 'leather message', paymentType: 'p2tr' });
    const psbt = await leather.request('signPsbt', { hex: psbtHex, signAtIndex: [0, 1] });
    const notMine = await settle(leather.request('signPsbt', { hex: psbtHex, signAtIndex: 2 }));
    (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext();
    const rejected = await settle(leather.request('signPsbt', { hex: psbtHex }));
    const unknown = await settle(leather.request('stx_signMessage', {}));
    const descriptor = Object.getOwnPropertyDescriptor(window, 'LeatherProvider');
    const entry = (window as unknown as { btc_providers: { id: string }[] }).btc_providers.find(
      (p) => p.id === 'LeatherProvider',
    );
    return {
      addresses,
      message,
      psbt,
      notMine,
      rejected,
      unknown,
      getterOnly: !!descriptor?.get && !descriptor.set,
      entry,
    };
  }, psbtHex);
  const addresses = (
    out.addresses as {
      result: {
        addresses: { symbol: string; type?: string; publicKey: string; tweakedPublicKey?: string }[];
      };
    }
  ).result.addresses;
  // Leather lists the seed's Stacks account after the two Bitcoin ones, without a `type`.
  expect(addresses.map((a) => [a.symbol, a.type])).toEqual([
    ['BTC', 'p2wpkh'],
    ['BTC', 'p2tr'],
    ['STX', undefined],
  ]);
  expect(addresses[1]?.publicKey).toHaveLength(66);
  expect(addresses[1]?.tweakedPublicKey).toHaveLength(64);
  const signature = (out.message as { result: { signature: string } }).result.signature;
  expect(Verifier.verifySignature(ring.ordinals.address, 'leather message', signature)).toBe(true);
  const signed = psbtFrom((out.psbt as { result: { hex: string } }).result.hex);
  expect(signed.getInput(0).partialSig).toHaveLength(1);
  expect(signed.getInput(1).tapKeySig).toHaveLength(64);
  expect((out.notMine as CaughtError).caught).toMatchObject({ jsonrpc: '2.0', error: { code: -32602 } });
  expect((out.rejected as CaughtError).caught).toMatchObject({
    jsonrpc: '2.0',
    error: { code: 4001, message: 'User rejected signing PSBT request' },
  });
  expect((out.unknown as CaughtError).caught).toMatchObject({ error: { code: -32601 } });
  expect(out.getterOnly).toBe(true);
  expect(out.entry).toBeTruthy();
});

test('okx has one object per network; the test-network objects only connect and sign', async ({ page }) => {
  // The main object answers mainnet on this regtest wallet, as the real one does.
  const psbtHex = hex.encode(mixedPsbt(undefined, 'mainnet').toPSBT());
  const out = await page.evaluate(async (psbtHex) => {
    const okx = (
      window as unknown as { okxwallet: { bitcoin: Any; bitcoinTestnet: Any; bitcoinSignet: Any } }
    ).okxwallet;
    const connected = await okx.bitcoin.connect();
    const testnet = await okx.bitcoinTestnet.connect();
    const signature = await okx.bitcoin.signMessage('okx message', 'bip322-simple');
    const signed = await okx.bitcoin.signPsbt(psbtHex, { autoFinalized: false });
    let rejection: unknown;
    (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext();
    try {
      await okx.bitcoin.signMessage('no');
    } catch (error) {
      rejection = error;
    }
    return {
      isOkxWallet: okx.bitcoin.isOkxWallet,
      connected,
      testnet,
      testnetMethods: Object.keys(okx.bitcoinTestnet).sort(),
      signature,
      signed,
      rejection,
    };
  }, psbtHex);
  expect(out.isOkxWallet).toBe(true);
  expect(out.connected).toEqual({
    address: mainnetRing.payment.address,
    publicKey: hex.encode(mainnetRing.payment.publicKey),
    compressedPublicKey: hex.encode(mainnetRing.payment.publicKey),
  });
  expect((out.testnet as { address: string }).address).toMatch(/^tb1q/);
  expect(out.testnetMethods).toEqual(['connect', 'signMessage', 'signPsbt', 'signPsbts']);
  expect(Verifier.verifySignature(mainnetRing.payment.address, 'okx message', out.signature as string)).toBe(
    true,
  );
  expect(psbtFrom(out.signed as string).getInput(0).partialSig).toHaveLength(1);
  expect(out.rejection).toEqual({ code: 4001, message: 'User rejected the request.' });
});
