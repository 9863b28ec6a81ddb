import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { expect, test } from '../test/devwallet/fixture';
import { expectConnected, openChooser } from './connection-helpers';
import { navigate } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

/**
 * Every page and the chooser, light and dark, desktop and phone, has no axe-core
 * violation of impact serious or critical against WCAG 2.1 AA; one banner landmark per page; a
 * visible focus indicator on every control. The app follows the system theme (no toggle of its own),
 * so the themes are the browser's `prefers-color-scheme`.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ROUTES = ['/', '/send', '/sign-message', '/sign-psbt', '/assets', '/runes', '/sign-in'] as const;
const NOT_FOUND = '/no-such-page';

const { defaultBrowserType: _iphoneBrowser, ...IPHONE } = devices['iPhone 13'];
const SCREENS = [
  ['desktop', { viewport: { width: 1280, height: 860 } }],
  ['iPhone 13', IPHONE],
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** The violations that count, one line each with where they are, so a failure reads on its own. */
async function seriousViolations(page: Page): Promise<string[]> {
  // One axe.run in the page: the app has no frames, so the blank page that merges per-frame
  // results (several seconds a scan on this machine) buys nothing.
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
}

/** One page settled (lazy page loaded, nothing loading), then checked. */
async function checkPage(page: Page, where: string): Promise<void> {
  await expect(page.locator('main')).not.toContainText('Loading');
  await expect(page.getByRole('banner'), `${where}: banner landmarks`).toHaveCount(1);
  expect(await seriousViolations(page), where).toEqual([]);
}

async function headingShown(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
}

for (const [screen, device] of SCREENS) {
  for (const scheme of SCHEMES) {
    test.describe(`${screen}, ${scheme}`, () => {
      const wallet = freshWallet();
      test.use({
        ...device,
        colorScheme: scheme,
        devwallet: {
          mnemonic: wallet.mnemonic,
          impersonate: ['devwallet'],
          autoApprove: true,
          esploraUrl: `${DEVNET}/api`,
        },
      });

      // Each page before connecting in one of the four, to keep the suite short: the header and
      // the chooser differ by state in every one; the pages' own controls barely do.
      const disconnected = screen === 'desktop' && scheme === 'light' ? ROUTES : (['/'] as const);

      test('every page and the chooser, before and after connecting', async ({ page }) => {
        test.setTimeout(120_000);
        await devnet.faucet(wallet.payment, 250_000);

        for (const route of disconnected) {
          await page.goto(route);
          await headingShown(page);
          await checkPage(page, `${route} disconnected`);
        }
        await page.goto(NOT_FOUND);
        await expect(page.getByText('This page does not exist.')).toBeVisible();
        await checkPage(page, `${NOT_FOUND}`);

        await page.goto('/');
        await openChooser(page);
        await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
        expect(await seriousViolations(page), 'chooser').toEqual([]);
        if (screen === 'desktop') {
          // The side panel's install prompt (phones go straight to the store instead).
          await page.getByTestId('wallet-option-xverse').click();
          await expect(page.getByRole('button', { name: 'Get', exact: true })).toBeVisible();
          expect(await seriousViolations(page), 'chooser install prompt').toEqual([]);
        }
        await page.getByTestId('wallet-option-devwallet').click();
        await expectConnected(page, wallet.payment, wallet.ordinals);

        for (const route of ROUTES) {
          if (route !== '/') await navigate(page, route);
          await headingShown(page);
          await checkPage(page, `${route} connected`);
        }
      });
    });
  }
}

test.describe('keyboard focus', () => {
  const wallet = freshWallet();
  test.use({
    viewport: { width: 1280, height: 860 },
    devwallet: { mnemonic: wallet.mnemonic, impersonate: ['devwallet'], autoApprove: true },
  });

  /** Tabs through the page; every stop must draw a solid, opaque outline at least 2px wide. */
  async function expectVisibleFocus(page: Page, where: string): Promise<void> {
    // Start from the top of the document (or, in the chooser, outside its first control).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      if (document.querySelector('[role="dialog"]')) return;
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    const seen = new Set<string>();
    for (let stop = 0; stop < 80; stop++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return undefined;
        // Read the ring once any transition into it has ended.
        await Promise.all(el.getAnimations().map((animation) => animation.finished));
        const style = getComputedStyle(el);
        const probe = document.createElement('canvas').getContext('2d');
        let alpha = 1;
        if (probe) {
          probe.fillStyle = style.outlineColor;
          probe.fillRect(0, 0, 1, 1);
          alpha = (probe.getImageData(0, 0, 1, 1).data[3] ?? 0) / 255;
        }
        const path = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
        return {
          key: `${path}@${Math.round(el.getBoundingClientRect().top)}`,
          path,
          focusVisible: el.matches(':focus-visible'),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
          visible:
            el.matches(':focus-visible') &&
            style.outlineStyle !== 'none' &&
            Number.parseFloat(style.outlineWidth) >= 2 &&
            alpha === 1,
        };
      });
      if (!ring || seen.has(ring.key)) break;
      seen.add(ring.key);
      expect(ring.visible, `${where}: ${ring.path} focused with outline ${ring.outline}`).toBe(true);
    }
    expect(seen.size, `${where}: focusable controls`).toBeGreaterThan(1);
  }

  test('every control on every page and in the chooser shows where the focus is', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expectVisibleFocus(page, '/ disconnected');
    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
    await expectVisibleFocus(page, 'chooser');
    await page.getByTestId('wallet-option-devwallet').click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    for (const route of ROUTES) {
      if (route !== '/') await navigate(page, route);
      await headingShown(page);
      await expectVisibleFocus(page, `${route} connected`);
    }
  });
});
