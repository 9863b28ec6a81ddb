import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinMessageHash, verifyMessage } from '@satchel/core/message';
import { base64, hex } from '@scure/base';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { ring } from '../../../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../../../test/devwallet/test-page';

/**
 * Behaviour of the real Unisat that peer libraries depend on, as docs/wallets/quirks.md settles
 * it: its message headers and type fallback, its chain switches.
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
