import type { Page } from '@playwright/test';
import { walletConnectRelayUrl } from '../packages/devnet/src/index';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import type { Bip122Method } from '../packages/devwallet/src/phone/namespaces';
import { type PhoneApproval, PhoneWallet } from '../packages/devwallet/src/phone/walletkit-wallet';
import { test as base, expect } from '../test/devwallet/fixture';
import { checkedBuild } from './builds';
import { APP_DEVNET, DEVNET, WORKER_WALLETCONNECT_APP_PORT } from './ports';
import { type StaticApp, serveStaticApp } from './static-app-server';
import { freshWallet } from './support';

/**
 * The WalletConnect build (`dist-e2e-walletconnect`, made by `npm test`: the regtest
 * build with a project id and the devnet's relay) served by each worker on a port of its own, and a
 * phone beside the test: the Dev Wallet's phone mode on @reown/walletkit, in this process, paired
 * through this worker's devnet relay, answering with a fresh wallet's keys. The test approves or
 * refuses each of its prompts as a person would.
 */
export const WALLETCONNECT_DIST = process.env.SATCHEL_E2E_WALLETCONNECT_DIST ?? 'dist-e2e-walletconnect';

/** The phone and what its person is asked; answers approve unless one is queued. */
export interface Phone {
  wallet: PhoneWallet;
  mnemonic: string;
  payment: string;
  ordinals: string;
  prompts: PhoneApproval[];
  /** The person refuses the next prompt. */
  refuseNext(): void;
  /** The next account's addresses, for an account switch. */
  account(index: number): { payment: string; ordinals: string };
}

export const test = base.extend<
  { phone: Phone; phoneMethods: readonly Bip122Method[] | undefined },
  { walletConnectApp: StaticApp }
>({
  // The methods the phone approves; all four unless a test names fewer (a wallet such as Edge).
  phoneMethods: [undefined, { option: true }],
  walletConnectApp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const app = await serveStaticApp(
        checkedBuild(
          'walletconnect',
          WALLETCONNECT_DIST,
          APP_DEVNET,
          new URL(walletConnectRelayUrl(APP_DEVNET)).origin,
        ),
        WORKER_WALLETCONNECT_APP_PORT,
      );
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ walletConnectApp }, use) => use(walletConnectApp.url),
  phone: async ({ phoneMethods }, use) => {
    const { mnemonic, payment, ordinals } = freshWallet();
    const answers: boolean[] = [];
    const prompts: PhoneApproval[] = [];
    const wallet = await PhoneWallet.create({
      relayUrl: walletConnectRelayUrl(DEVNET),
      network: 'regtest',
      esploraUrl: `${DEVNET}/api`,
      mnemonic,
      ...(phoneMethods ? { methods: phoneMethods } : {}),
      approve: (prompt) => {
        prompts.push(prompt);
        return answers.shift() ?? true;
      },
    });
    await use({
      wallet,
      mnemonic,
      payment,
      ordinals,
      prompts,
      refuseNext: () => answers.push(false),
      account: (index) => {
        const ring = deriveKeyRing(mnemonic, 'regtest', index);
        return { payment: ring.payment.address, ordinals: ring.ordinals.address };
      },
    });
    await wallet.close();
  },
});

export { expect };

/**
 * Picks WalletConnect in the chooser (or finds its link already shown, when it is the stored
 * wallet), reads the pairing link from its panel (the QR code and the copy field hold the same
 * link), and pairs the phone from it.
 */
export async function pairFromPanel(page: Page, phone: Phone): Promise<string> {
  await page.getByTestId('connect-button').click();
  await expect(page.getByTestId('wallet-chooser')).toBeVisible();
  // With WalletConnect stored as the wallet to use, the chooser opens on its link at once.
  if ((await page.getByTestId('walletconnect-panel').count()) === 0) {
    await page.getByTestId('wallet-option-walletconnect').click();
  }
  const panel = page.getByTestId('walletconnect-panel');
  await expect(panel.getByTestId('walletconnect-qr')).toBeVisible();
  const link = await panel.getByTestId('walletconnect-link').inputValue();
  expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await expect(panel.getByTestId('walletconnect-qr')).toHaveAttribute('data-link', link);
  void phone.wallet.pair(link).catch(() => undefined);
  return link;
}
