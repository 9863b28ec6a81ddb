import { verifyMessage } from '@satchel/core/message';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { mainnetRing, mixedPsbt, ring } from '../../../test/emulator/psbt-fixtures';
import { openTestPage } from '../../../test/emulator/test-page';
import { expect, test } from './fixture';

/** Each family's own transport: method names, encodings, and how it fails. */
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

function psbtFrom(text: string): btc.Transaction {
  return btc.Transaction.fromPSBT(/^[0-9a-f]+$/i.test(text) ? hex.decode(text) : base64.decode(text));
}

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

test('unisat arrives late with unisat#initialized, connects, signs hex PSBTs and rejects with {code: 4001}', async ({
  page,
}) => {
  const psbtHex = hex.encode(mixedPsbt().toPSBT());
  const out = await page.evaluate(
    async ({ psbtHex, payment }) => {
      const w = window as unknown as { unisat: Any; unisat_wallet: Any };
      if (!w.unisat)
        await new Promise((resolve) =>
          window.addEventListener('unisat#initialized', resolve, { once: true }),
        );
      const sameObject = w.unisat === w.unisat_wallet;
      const writable = Object.getOwnPropertyDescriptor(window, 'unisat')?.writable;
      const before = await w.unisat.getAccounts();
      const accounts = await w.unisat.requestAccounts();
      const publicKey = await w.unisat.getPublicKey();
      const chain = await w.unisat.getChain();
      const finalized = await w.unisat.signPsbt(psbtHex);
      const partial = await w.unisat.signPsbt(psbtHex, {
        autoFinalized: false,
        toSignInputs: [{ index: 0, address: payment, sighashTypes: [1] }],
      });
      const message = 'unisat message';
      const ecdsa = await w.unisat.signMessage(message);
      const bip322 = await w.unisat.signMessage(message, 'bip322-simple');
      const errors: unknown[] = [];
      for (const attempt of [
        () => w.unisat.signPsbt(psbtHex, { toSignInputs: [{ index: 2, address: 'bcrt1qstranger' }] }),
        () => {
          (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext();
          return w.unisat.signMessage('no');
        },
      ]) {
        try {
          await attempt();
          errors.push('resolved');
        } catch (caught) {
          errors.push({ caught, isError: caught instanceof Error });
        }
      }
      const changes: unknown[] = [];
      w.unisat.on('accountsChanged', (a: unknown) => changes.push(a));
      await w.unisat.disconnect();
      const after = await w.unisat.getAccounts();
      return {
        sameObject,
        writable,
        before,
        accounts,
        publicKey,
        chain,
        finalized,
        partial,
        ecdsa,
        bip322,
        errors,
        changes,
        after,
      };
    },
    { psbtHex, payment: ring.payment.address },
  );
  expect(out.sameObject).toBe(true);
  expect(out.writable).toBe(false);
  expect(out.before).toEqual([]);
  expect(out.accounts).toEqual([ring.payment.address]);
  expect(out.publicKey).toBe(hex.encode(ring.payment.publicKey));
  expect(out.chain).toMatchObject({ network: 'testnet' });
  // autoFinalized defaults to true: the signed input comes back finalized, the others untouched.
  const finalized = psbtFrom(out.finalized as string);
  expect(finalized.getInput(0).finalScriptWitness).toHaveLength(2);
  expect(finalized.getInput(1).tapKeySig).toBeUndefined(); // not the current (p2wpkh) address
  const partial = psbtFrom(out.partial as string);
  expect(partial.getInput(0).partialSig).toHaveLength(1);
  expect(partial.getInput(0).finalScriptWitness).toBeUndefined();
  for (const signature of [out.ecdsa, out.bip322] as string[]) {
    expect(verifyMessage({ address: ring.payment.address, message: 'unisat message', signature }).valid).toBe(
      true,
    );
  }
  expect(Verifier.verifySignature(ring.payment.address, 'unisat message', out.bip322 as string)).toBe(true);
  expect(out.errors[0]).toMatchObject({
    caught: { code: -32602, message: 'invalid address in toSignInput' },
  });
  expect(out.errors[1]).toEqual({
    caught: { code: 4001, message: 'User rejected the request.' },
    isError: false,
  });
  expect(out.changes).toEqual([[]]);
  expect(out.after).toEqual([]);
});

test('magic eden exposes isMagicEden, v1 token methods, and registers through the Wallet Standard', async ({
  page,
}) => {
  // Mainnet addresses whatever network the wallet is set to or the token names (SPEC R22.2).
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
  // The main object answers mainnet on this regtest wallet, as the real one does (SPEC R22.2).
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
