import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { walletConnectRelayUrl } from '../packages/devnet/src/index';
import { test as base, expect } from '../packages/devwallet/src/fixture';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import type { Bip122Method } from '../packages/devwallet/src/phone/namespaces';
import { type PhoneApproval, PhoneWallet } from '../packages/devwallet/src/phone/walletkit-wallet';
import { APP_DEVNET, DEVNET, WORKER_WALLETCONNECT_APP_PORT } from './ports';
import { type StaticApp, serveStaticApp } from './static-app-server';
import { freshWallet } from './support';

/**
 * SPEC R28: the WalletConnect build (`dist-e2e-walletconnect`, made by `npm test`: the regtest
 * build with a project id and the devnet's relay) served by each worker on a port of its own, and a
 * phone beside the test: the Dev Wallet's phone mode on @reown/walletkit, in this process, paired
 * through this worker's devnet relay, answering with a fresh wallet's keys. The test approves or
 * refuses each of its prompts as a person would.
 */
export const WALLETCONNECT_DIST = process.env.SATCHEL_E2E_WALLETCONNECT_DIST ?? 'dist-e2e-walletconnect';

/** The environment of that build (scripts/test.mjs spells the same). */
export const WALLETCONNECT_BUILD_ENV = {
  VITE_NETWORK: 'regtest',
  VITE_ESPLORA_BASE_REGTEST: `${APP_DEVNET}/api`,
  VITE_ORDERING_BASE_REGTEST: `${APP_DEVNET}/ordinals/v1`,
  VITE_INDEXER_BASE_REGTEST: `${APP_DEVNET}/ord`,
  VITE_WALLETCONNECT_PROJECT_ID: 'satchel-e2e',
  VITE_WALLETCONNECT_RELAY_URL: walletConnectRelayUrl(APP_DEVNET),
};

/** Refuses to run against a missing build, or one made without the relay. */
function checkedBuild(): string {
  const headers = join(WALLETCONNECT_DIST, '_headers');
  const built = existsSync(headers) ? readFileSync(headers, 'utf8') : '';
  if (!built.includes(new URL(WALLETCONNECT_BUILD_ENV.VITE_WALLETCONNECT_RELAY_URL).origin)) {
    const env = Object.entries(WALLETCONNECT_BUILD_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    throw new Error(
      `${WALLETCONNECT_DIST} is not the app built with WalletConnect on this devnet's relay. Build it with:\n` +
        `  npx tsx packages/devwallet/src/build.ts && ${env} npx vite build --outDir ${WALLETCONNECT_DIST} --emptyOutDir`,
    );
  }
  return WALLETCONNECT_DIST;
}

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
      const app = await serveStaticApp(checkedBuild(), WORKER_WALLETCONNECT_APP_PORT);
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
