import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinMessageHash, verifyMessage } from '@satchel/core/message';
import { base64, hex } from '@scure/base';
import { mainnetRing, mixedPsbt, ring } from '../../../test/emulator/psbt-fixtures';
import { openTestPage } from '../../../test/emulator/test-page';
import { expect, test } from './fixture';

/**
 * Behaviour of the real wallets that peer libraries depend on, as docs/wallets/quirks.md settles
 * it: Unisat's message headers and type fallback, its chain switches, Magic Eden's send answer
 * and OKX's mainnet object.
 */

type Call = (...args: unknown[]) => Promise<unknown>;
type Unisat = Record<
  'requestAccounts' | 'getPublicKey' | 'signMessage' | 'switchChain' | 'switchNetwork' | 'getChain',
  Call
>;
type Control = {
  pending(): unknown[];
  approve(): boolean;
  state(): { network: string };
};
type W = { unisat: Unisat; satchelDevWallet: Control };

function header(signature: string): number {
  return base64.decode(signature)[0] ?? -1;
}

/** The compressed key a BIP-137 signature recovers to. */
function recoveredKey(message: string, signature: string): string {
  const bytes = base64.decode(signature);
  const recovered = Uint8Array.of(((bytes[0] ?? 0) - 27) & 3, ...bytes.subarray(1));
  return hex.encode(secp256k1.recoverPublicKey(recovered, bitcoinMessageHash(message), { prehash: false }));
}

test.describe('unisat messages', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['unisat'] } });

  test('ECDSA carries header 31–34 for a segwit address, and any type but bip322-simple signs ECDSA', async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(() => 'unisat' in window);
    const out = await page.evaluate(async () => {
      const { unisat } = window as unknown as W;
      await unisat.requestAccounts();
      return {
        plain: (await unisat.signMessage('hello')) as string,
        mistyped: (await unisat.signMessage('hello', 'bip322')) as string,
        bip322: (await unisat.signMessage('hello', 'bip322-simple')) as string,
      };
    });
    for (const signature of [out.plain, out.mistyped]) {
      expect(base64.decode(signature)).toHaveLength(65);
      expect(header(signature)).toBeGreaterThanOrEqual(31);
      expect(header(signature)).toBeLessThanOrEqual(34);
      expect(verifyMessage({ address: ring.payment.address, message: 'hello', signature }).valid).toBe(true);
    }
    expect(base64.decode(out.bip322).length).toBeGreaterThan(65); // a BIP-322 witness, not a compact signature
    expect(
      verifyMessage({ address: ring.payment.address, message: 'hello', signature: out.bip322 }).valid,
    ).toBe(true);
  });
});

test.describe('unisat taproot account', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['unisat'], singleAddressType: 'p2tr' } });

  test('signs ECDSA with the internal key getPublicKey reports, header 31–34', async ({ page }) => {
    await openTestPage(page);
    await page.waitForFunction(() => 'unisat' in window);
    const out = await page.evaluate(async () => {
      const { unisat } = window as unknown as W;
      const [address] = (await unisat.requestAccounts()) as string[];
      return {
        address,
        publicKey: (await unisat.getPublicKey()) as string,
        signature: (await unisat.signMessage('taproot hello', 'ecdsa')) as string,
      };
    });
    expect(out.address).toBe(ring.ordinals.address);
    expect(header(out.signature)).toBeGreaterThanOrEqual(31);
    expect(header(out.signature)).toBeLessThanOrEqual(34);
    expect(recoveredKey('taproot hello', out.signature)).toBe(out.publicKey);
  });
});

test.describe('unisat chain switches', () => {
  test.use({ devwallet: { autoApprove: false, impersonate: ['unisat'] } });

  test('the chain it already shows answers at once; unknown chains are refused; another one prompts', async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(() => 'unisat' in window);
    const out = await page.evaluate(async () => {
      const { unisat, satchelDevWallet } = window as unknown as W;
      const current = await unisat.switchChain('BITCOIN_TESTNET'); // regtest reports as testnet
      const sameNetwork = await unisat.switchNetwork('testnet');
      const pendingAfterSame = satchelDevWallet.pending().length;
      const networkAfterSame = satchelDevWallet.state().network;
      const regtestChain = await unisat
        .switchChain('BITCOIN_REGTEST')
        .catch((e: unknown) => ({ rejected: e }));
      const regtestNetwork = await unisat.switchNetwork('regtest').catch((e: unknown) => ({ rejected: e }));
      const toMainnet = unisat.switchChain('BITCOIN_MAINNET');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const pendingForMainnet = satchelDevWallet.pending().length;
      satchelDevWallet.approve();
      return {
        current,
        sameNetwork,
        pendingAfterSame,
        networkAfterSame,
        regtestChain,
        regtestNetwork,
        pendingForMainnet,
        mainnet: await toMainnet,
        networkAfter: satchelDevWallet.state().network,
      };
    });
    expect(out.current).toEqual({ enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' });
    expect(out.sameNetwork).toBe('testnet');
    expect(out.pendingAfterSame).toBe(0);
    expect(out.networkAfterSame).toBe('regtest');
    expect(out.regtestChain).toMatchObject({
      rejected: { code: -32603, message: expect.stringMatching(/^the chain is invalid, supported chains: /) },
    });
    expect(out.regtestNetwork).toMatchObject({
      rejected: { code: -32603, message: 'the network is invalid, supported networks: livenet,testnet' },
    });
    expect(out.pendingForMainnet).toBe(1);
    expect(out.mainnet).toMatchObject({ enum: 'BITCOIN_MAINNET' });
    expect(out.networkAfter).toBe('mainnet');
  });
});

/**
 * A stand-in explorer on a loopback address: Magic Eden signs with mainnet keys, which the Dev
 * Wallet does only for a private chain on loopback (SPEC R22.1). Nothing listens there; the page's
 * requests are answered here.
 */
const LOOPBACK_ESPLORA = 'http://127.0.0.1:9/api';

test.describe('magic eden send', () => {
  test.use({
    devwallet: { autoApprove: true, impersonate: ['magiceden'], esploraUrl: LOOPBACK_ESPLORA },
  });

  test('v1 sendBtcTransaction answers {txid}', async ({ page }) => {
    const broadcastTxid = 'ab'.repeat(32);
    // The explorer's origin, its /ord index included (404 here: coins go unchecked).
    await page.route(`${new URL(LOOPBACK_ESPLORA).origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if (path.endsWith('/utxo')) {
        await route.fulfill({
          headers: cors,
          json: [{ txid: '11'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }],
        });
      } else if (path === '/v1/fees/recommended') {
        await route.fulfill({
          headers: cors,
          json: { fastestFee: 2, halfHourFee: 2, hourFee: 1, minimumFee: 1 },
        });
      } else if (path === '/tx') {
        await route.fulfill({ headers: cors, contentType: 'text/plain', body: broadcastTxid });
      } else {
        await route.fulfill({ headers: cors, status: 404, body: 'not stubbed' });
      }
    });
    await openTestPage(page);
    const answer = await page.evaluate(
      async ({ payment, to }) => {
        const token = (payload: unknown) => {
          const enc = (v: unknown) =>
            btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
          return `${enc({ typ: 'JWT', alg: 'none' })}.${enc(payload)}.`;
        };
        const me = (window as unknown as { magicEden: { bitcoin: Record<string, Call> } }).magicEden.bitcoin;
        await me.connect?.(token({ purposes: ['payment'] }));
        return me.sendBtcTransaction?.(
          token({ recipients: [{ address: to, amountSats: '20000' }], senderAddress: payment }),
        );
      },
      { payment: mainnetRing.payment.address, to: mainnetRing.ordinals.address },
    );
    expect(answer).toEqual({ txid: broadcastTxid });
  });
});

test.describe('okx on a test network', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['okx'], network: 'testnet' } });

  test('the mainnet object answers mainnet; the testnet object answers testnet', async ({ page }) => {
    await openTestPage(page);
    const out = await page.evaluate(async () => {
      const okx = (window as unknown as { okxwallet: Record<string, Record<string, Call>> }).okxwallet;
      return {
        main: (await okx.bitcoin?.connect?.()) as { address: string },
        mainNetwork: await okx.bitcoin?.getNetwork?.(),
        testnet: (await okx.bitcoinTestnet?.connect?.()) as { address: string },
      };
    });
    expect(out.main.address).toMatch(/^bc1q/);
    expect(out.mainNetwork).toBe('livenet');
    expect(out.testnet.address).toMatch(/^tb1q/);
  });
});

test.describe('the quirks switch', () => {
  test.use({
    devwallet: {
      autoApprove: true,
      impersonate: ['unisat', 'magiceden'],
      quirks: { unisat: ['signs-nothing'], magiceden: ['refuses-sighash-lists'] },
    },
  });

  test('a Unisat that answers an approved PSBT unsigned, and a Magic Eden that refuses sighash lists', async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(() => 'unisat' in window && 'magicEden' in window);
    const psbtHex = hex.encode(mixedPsbt().toPSBT());
    const out = await page.evaluate(
      async ({ psbtHex, psbtBase64, ordinals }) => {
        const w = window as unknown as {
          unisat: Record<string, (...args: unknown[]) => Promise<unknown>>;
          magicEden: { bitcoin: Record<string, (token: string) => Promise<unknown>> };
        };
        await w.unisat.requestAccounts?.();
        const unisat = await w.unisat.signPsbt?.(psbtHex, { autoFinalized: false });
        const enc = (v: unknown) =>
          btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        const token = (payload: unknown) => `${enc({ typ: 'JWT', alg: 'none' })}.${enc(payload)}.`;
        let refusal: unknown;
        try {
          await w.magicEden.bitcoin.signTransaction?.(
            token({
              network: { type: 'Mainnet' },
              psbtBase64,
              inputsToSign: [{ address: ordinals, signingIndexes: [1], sigHash: 0x01 }],
            }),
          );
        } catch (error) {
          refusal = error instanceof Error ? error.message : String(error);
        }
        return { unisat, refusal };
      },
      // Magic Eden signs with its mainnet keys (SPEC R22.2).
      {
        psbtHex,
        psbtBase64: base64.encode(mixedPsbt(undefined, 'mainnet').toPSBT()),
        ordinals: mainnetRing.ordinals.address,
      },
    );
    expect(out.unisat).toBe(psbtHex);
    expect(out.refusal).toBe('This wallet does not accept sighash types for inputs.');
  });
});

test.describe('the bogus-public-key quirk', () => {
  test.use({
    devwallet: {
      autoApprove: true,
      impersonate: ['unisat', 'xverse', 'okx', 'standard'],
      quirks: { unisat: ['bogus-public-key'], okx: ['bogus-public-key'], standard: ['bogus-public-key'] },
    },
  });

  test("reports each account's key as its address's UTF-8 bytes, as MetaMask's Wallet Standard wallet does", async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(() => 'unisat' in window && 'okxwallet' in window);
    const out = await page.evaluate(async () => {
      type Fn = (...args: unknown[]) => Promise<unknown>;
      const w = window as unknown as {
        unisat: Record<'requestAccounts' | 'getPublicKey', Fn>;
        okxwallet: { bitcoin: Record<'connect', Fn> };
        XverseProviders: { BitcoinProvider: { request: Fn } };
      };
      const [unisatAddress] = (await w.unisat.requestAccounts()) as string[];
      const unisatKey = (await w.unisat.getPublicKey()) as string;
      const okx = (await w.okxwallet.bitcoin.connect()) as Record<string, string>;
      // Xverse's getAddresses is a read: the site connects first.
      await w.XverseProviders.BitcoinProvider.request('wallet_connect', null);
      const xverse = (await w.XverseProviders.BitcoinProvider.request('getAddresses', {
        purposes: ['payment', 'ordinals'],
      })) as { result: { addresses: { address: string; publicKey: string }[] } };
      // Wallet Standard: the registered wallet's accounts after `bitcoin:connect`.
      const wallets: {
        name: string;
        features: Record<string, { connect?: Fn }>;
        accounts: { address: string; publicKey: Uint8Array }[];
      }[] = [];
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (...list: (typeof wallets)[number][]) => wallets.push(...list) },
        }),
      );
      const standard = wallets.find((x) => x.name === 'Satchel Standard Wallet');
      await standard?.features['bitcoin:connect']?.connect?.({ purposes: ['payment'] });
      const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      return {
        unisatAddress,
        unisatKey,
        okx,
        xverse: xverse.result.addresses,
        standard:
          standard?.accounts.map((a) => ({ address: a.address, publicKey: hexOf(a.publicKey) })) ?? [],
      };
    });
    const bytesOf = (address: string) => hex.encode(new TextEncoder().encode(address));
    expect(out.unisatKey).toBe(bytesOf(out.unisatAddress ?? ''));
    expect(out.okx.publicKey).toBe(bytesOf(out.okx.address ?? ''));
    expect(out.okx.compressedPublicKey).toBe(bytesOf(out.okx.address ?? ''));
    expect(out.standard.length).toBeGreaterThan(0);
    for (const account of out.standard) expect(account.publicKey).toBe(bytesOf(account.address));
    // Only the families named carry the quirk: Xverse still hands out its real keys.
    expect(out.xverse.map((a) => a.publicKey)).toEqual([
      hex.encode(ring.payment.publicKey),
      hex.encode(ring.ordinals.xOnlyPublicKey),
    ]);
  });
});
