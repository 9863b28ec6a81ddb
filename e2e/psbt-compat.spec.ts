import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { listingPsbt, scriptPathPsbt } from '../test/compat/psbts';
import { expect } from '../test/devwallet/fixture';
import { familyName, SUBJECT } from '../test/subjects';
import { connect, walletTest } from './flows-support';

/**
 * Before signing, the PSBT page says whether the connected wallet can sign what the
 * PSBT asks, from the wallets' rules, and which listed wallets could; a PSBT none is known to sign
 * says so. With `SATCHEL_SHOTS_DIR`, the warning is also photographed (light, dark, 390 px).
 */

/** What the page calls each wallet: the family table's names. */
const RPC = familyName(SUBJECT.rpc);
const INJECTED = familyName(SUBJECT.injected);
const SATS_CONNECT = familyName(SUBJECT.satsConnect);

async function inspect(page: Page, psbt: string, extraSighash?: string) {
  await page.getByTestId('psbt-input').fill(psbt);
  if (extraSighash) await page.getByRole('checkbox', { name: extraSighash, exact: true }).check();
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary')).toBeVisible();
}

/** No serious or critical axe-core violation (WCAG 2.1 AA) in the check, light and dark. */
async function expectAccessible(page: Page, selector: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode()
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
  }
}

async function shoot(page: Page, card: Locator, name: string) {
  const dir = process.env.SATCHEL_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await card.scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: 'light' });
  await card.screenshot({ path: join(dir, `compat-${name}-light.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  await card.screenshot({ path: join(dir, `compat-${name}-dark.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `compat-${name}-390.png`) });
}

walletTest(
  SUBJECT.rpc,
  `a listing: ${RPC} signs SINGLE|ANYONECANPAY once it is allowed, since the request names it`,
  async ({ page, wallet }) => {
    const { psbtBase64 } = listingPsbt('regtest', wallet.mnemonic);
    await connect(page, SUBJECT.rpc, wallet, '/sign-psbt');
    // The RPC wallet (Leather) signs only ALL or DEFAULT unless `allowedSighash` lists another
    // (leather-io/mono#2667); the page's allowed list is what its connector passes there.
    await inspect(page, psbtBase64, 'SINGLE|ANYONECANPAY');
    const ok = page.getByTestId('psbt-compat-ok');
    await expect(ok).toHaveAttribute('data-signs', 'yes');
    await expect(ok).toContainText(RPC);
    await expect(page.getByTestId('psbt-compat-warning')).toHaveCount(0);
    // Before signing: the wallet has not been asked.
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);
    await expectAccessible(page, '[data-testid="psbt-compat-ok"]');
    await shoot(page, ok, `listing-${SUBJECT.rpc}`);
  },
);

walletTest(
  SUBJECT.injected,
  `a listing: ${INJECTED} can sign it, finalizing what it signs`,
  async ({ page, wallet }) => {
    // The injected wallet has one address: the inscription sits on it.
    const { psbtBase64 } = listingPsbt('regtest', wallet.mnemonic, 'payment');
    await connect(page, SUBJECT.injected, wallet, '/sign-psbt');
    await inspect(page, psbtBase64, 'SINGLE|ANYONECANPAY');

    const ok = page.getByTestId('psbt-compat-ok');
    await expect(ok).toHaveAttribute('data-signs', 'yes');
    await expect(ok).toContainText(`${INJECTED} can sign what this PSBT asks.`);
    await expect(ok).toContainText('Inputs 0 (0x83 (SINGLE|ANYONECANPAY)).');
    await expect(ok).toContainText('It answers with the whole PSBT as hex, the inputs it signs finalized.');
    await expect(page.getByTestId('psbt-compat-warning')).toHaveCount(0);
    await expectAccessible(page, '[data-testid="psbt-compat-ok"]');
  },
);

walletTest(
  SUBJECT.satsConnect,
  'a script-path input no listed wallet is known to sign: says so',
  async ({ page, wallet }) => {
    const { psbtBase64 } = scriptPathPsbt('regtest', { withOwnInput: true, mnemonic: wallet.mnemonic });
    await connect(page, SUBJECT.satsConnect, wallet, '/sign-psbt');
    await inspect(page, psbtBase64);

    const warning = page.getByTestId('psbt-compat-warning');
    await expect(warning).toContainText(`${SATS_CONNECT} will not sign this PSBT as it is.`);
    await expect(warning.getByTestId('psbt-compat-words')).toContainText(
      `${SATS_CONNECT} answers: “No taproot scripts signed”`,
    );
    await expect(warning).toContainText('Input 1 is spent through a taproot script');
    await expect(warning.getByTestId('psbt-compat-none')).toHaveText(
      'No wallet Satchel lists is known to sign all of it.',
    );
    await shoot(page, warning, `script-path-${SUBJECT.satsConnect}`);
  },
);

walletTest(
  SUBJECT.injected,
  `a batch: says ${INJECTED} signs the PSBTs in one prompt`,
  async ({ page, wallet }) => {
    const one = listingPsbt('regtest', wallet.mnemonic, 'payment').psbtBase64;
    const two = scriptPathPsbt('regtest', { withOwnInput: true, mnemonic: wallet.mnemonic }).psbtBase64;
    await connect(page, SUBJECT.injected, wallet, '/sign-psbt');
    await page.getByRole('checkbox', { name: 'SINGLE|ANYONECANPAY', exact: true }).check();
    await page.getByTestId('psbt-batch-input-0').fill(one);
    await page.getByTestId('psbt-batch-add').click();
    await page.getByTestId('psbt-batch-input-1').fill(two);

    const note = page.getByTestId('psbt-batch-compat');
    await expect(note).toContainText(`${INJECTED} signs these 2 PSBTs in one prompt.`);
    // The second PSBT asks for a script-path input beside the wallet's own: two addresses for a
    // single-address wallet.
    await expect(note.getByTestId('psbt-compat-reason')).toContainText(
      `PSBT 2: ${INJECTED} will not sign this PSBT as it is.`,
    );
  },
);
