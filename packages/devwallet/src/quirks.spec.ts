import { base64, hex } from '@scure/base';
import { expect, test } from '../../../test/devwallet/fixture';
import { mainnetRing, mixedPsbt, ring } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../test/devwallet/test-page';
import { familyName, SUBJECT } from '../../../test/subjects';

/** The wallet's display name, for the test titles. */

/**
 * The quirks switch: known misbehaviours of real wallets, switched on per family, so
 * an app can test how it copes. Each wallet's own behaviour that peer libraries depend on, as
 * docs/wallets/quirks.md settles it, is in its family's spec (families/<id>-quirks.spec.ts).
 */

test.describe('the quirks switch', () => {
  test.use({
    devwallet: {
      autoApprove: true,
      impersonate: [SUBJECT.injected, SUBJECT.standardSatsConnect],
      quirks: {
        [SUBJECT.injected]: ['signs-nothing'],
        [SUBJECT.standardSatsConnect]: ['refuses-sighash-lists'],
      },
    },
  });

  test(`a ${familyName(SUBJECT.injected)} that answers an approved PSBT unsigned, and a ${familyName(SUBJECT.standardSatsConnect)} that refuses sighash lists`, async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(
      () => (window as { unisat?: unknown }).unisat !== undefined && 'magicEden' in window,
    );
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
      // Magic Eden signs with its mainnet keys.
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
      impersonate: [SUBJECT.injected, SUBJECT.satsConnect, SUBJECT.perNetworkObjects, 'standard'],
      quirks: {
        [SUBJECT.injected]: ['bogus-public-key'],
        [SUBJECT.perNetworkObjects]: ['bogus-public-key'],
        standard: ['bogus-public-key'],
      },
    },
  });

  test("reports each account's key as its address's UTF-8 bytes, as MetaMask's Wallet Standard wallet does", async ({
    page,
  }) => {
    await openTestPage(page);
    await page.waitForFunction(
      () => (window as { unisat?: unknown }).unisat !== undefined && 'okxwallet' in window,
    );
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
    // Only the families named carry the quirk: the sats-connect wallet still hands out its real keys.
    expect(out.xverse.map((a) => a.publicKey)).toEqual([
      hex.encode(ring.payment.publicKey),
      hex.encode(ring.ordinals.xOnlyPublicKey),
    ]);
  });
});
