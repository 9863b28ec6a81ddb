import type { Page } from '@playwright/test';
import { hex } from '@scure/base';
import type { DevWalletOptions, Family } from '../packages/devwallet/src/config';
import type { DevWalletRequest } from '../packages/devwallet/src/request-log';
import { test } from '../test/devwallet/fixture';
import type { Wallet } from './flows-support';
import { DEVNET, freshWallet } from './support';

/**
 * Helpers of the signature checks: a wallet with the Dev Wallet's quirk switches
 * on, and what it was asked and what reached the devnet. Used by signature-checks.spec.ts and by
 * MetaMask's own spec.
 */

export const unsignedInput = (i: number) => `The wallet returned the PSBT without signing input ${i}.`;

/** A test with a wallet of its own and the Dev Wallet's `quirks` for its one family. */
export function quirkTest(
  family: Family,
  quirks: NonNullable<DevWalletOptions['quirks']>[Family],
  title: string,
  body: (args: { page: Page; wallet: Wallet }) => Promise<void>,
  extra: DevWalletOptions = {},
) {
  test.describe(`${family} with ${quirks?.join(', ')}`, () => {
    const wallet = freshWallet();
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: [family],
        autoApprove: true,
        esploraUrl: `${DEVNET}/api`,
        quirks: { [family]: quirks },
        ...extra,
      },
    });
    test(title, async ({ page }) => body({ page, wallet }));
  });
}

/** Every call the page made on the Dev Wallet (`satchelDevWallet.requests()`). */
export function walletRequests(page: Page): Promise<DevWalletRequest[]> {
  return page.evaluate(() =>
    (
      window as unknown as { satchelDevWallet: { requests(): DevWalletRequest[] } }
    ).satchelDevWallet.requests(),
  );
}

/** Broadcasts (`POST /api/tx`) the devnet logged since `since`. */
export async function broadcastsSince(since: number) {
  const response = await fetch(`${DEVNET}/__devnet/requests`, { headers: { 'X-Devnet-Control': '1' } });
  const log = (await response.json()) as { method: string; path: string; time: number }[];
  return log.filter((entry) => entry.method === 'POST' && entry.path === '/api/tx' && entry.time >= since);
}

/** The hex of an address's UTF-8 bytes: what a `bogus-public-key` wallet reports as its key. */
export const addressBytes = (address: string) => hex.encode(new TextEncoder().encode(address));
