import { expect } from '../test/devwallet/fixture';
import { connect, navigate, walletTest } from './flows-support';
import { APP_DEVNET, DEVNET } from './support';

/**
 * A newcomer's first assets without code: the devnet panel pays the connected Dev Wallet from the
 * faucet and gives its ordinals address a test inscription and a test rune, real commit and reveal
 * transactions the devnet's ord index then shows, so the Assets page has something to send or list.
 */

const panel = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Devnet' });

interface OrdAddress {
  inscriptions: string[];
  runes_balances: [string, string, string | null][];
}

const ordAddress = async (address: string) =>
  (await (
    await fetch(`${DEVNET}/ord/address/${address}`, {
      headers: { Accept: 'application/json' },
    })
  ).json()) as OrdAddress;

walletTest(
  'devwallet',
  'inscribes and etches to the connected wallet, shown on the Assets page',
  async ({ page, wallet }) => {
    await page.goto('/');
    // Before a wallet is connected there is no address to give assets to: the buttons say so.
    await expect(page.getByTestId('devnet-inscribe')).toBeDisabled();
    await expect(page.getByTestId('devnet-etch')).toBeDisabled();
    await expect(page.getByTestId('devnet-fund')).toBeDisabled();
    await expect(page.getByTestId('devnet-connect-hint')).toHaveText(
      'Connect a wallet to fund it, or to inscribe or etch to its ordinals address.',
    );

    await connect(page, 'devwallet', wallet);
    await expect(page.getByTestId('devnet-connect-hint')).toHaveCount(0);
    const note = page.getByTestId('devnet-note');

    await page.getByTestId('devnet-fund').click();
    await expect(note).toHaveAttribute('data-tone', 'done');
    await expect(note).toContainText('Paid 0.01 BTC to');
    await expect(page.getByTestId('balance-total')).toHaveText('0.01');

    await page.getByTestId('devnet-inscribe').click();
    await expect(note).toHaveAttribute('data-tone', 'done');
    await expect(note).toContainText('Inscribed');
    const inscriptionId = (await note.getAttribute('data-inscription-id')) as string;
    expect(inscriptionId).toMatch(/^[0-9a-f]{64}i0$/);

    await page.getByTestId('devnet-etch').click();
    await expect(note).toHaveAttribute('data-tone', 'done');
    await expect(note).toContainText('Etched SATCHEL•TEST•RUNE•');
    const rune = (await note.getAttribute('data-rune')) as string;

    // Both are on the ordinals (taproot) address as the index reports it.
    const held = await ordAddress(wallet.ordinals);
    expect(held.inscriptions).toEqual([inscriptionId]);
    expect(held.runes_balances).toEqual([[rune, '100000', '¤']]);

    await page.getByTestId('devnet-assets-link').click();
    await expect(page).toHaveURL(/\/assets$/);
    const card = page.getByTestId(`assets-inscription-${inscriptionId}`);
    await expect(card.getByTestId('assets-inscription-text')).toContainText(
      'A test inscription from the Satchel devnet',
    );
    await expect(card.getByTestId('assets-list-for-sale')).toBeVisible();
    const runeRow = page.getByTestId(`assets-rune-${rune.replace(/•/g, '')}`);
    await expect(runeRow.getByTestId('assets-rune-amount')).toHaveText('100000 ¤');
  },
);

walletTest(
  'devwallet',
  'says when the devnet does not answer, and keeps the buttons usable',
  async ({ page, wallet }) => {
    await connect(page, 'devwallet', wallet);
    await navigate(page, '/assets');
    // The control call's connection is cut, as a stopped devnet would leave it.
    await page.route(`${APP_DEVNET}/__devnet/etch`, (route) => route.abort('connectionrefused'));
    await page.getByTestId('devnet-etch').click();
    const note = page.getByTestId('devnet-note');
    await expect(note).toHaveAttribute('data-tone', 'error');
    await expect(note).toHaveText(`The devnet did not answer at ${APP_DEVNET}. Is npm start still running?`);
    await expect(page.getByTestId('devnet-etch')).toBeEnabled();
    await page.unroute(`${APP_DEVNET}/__devnet/etch`);
    await page.getByTestId('devnet-etch').click();
    await expect(note).toHaveAttribute('data-tone', 'done');
    await expect(panel(page)).toContainText('Etched SATCHEL•TEST•RUNE•');
    expect((await ordAddress(wallet.ordinals)).runes_balances).toHaveLength(1);
  },
);
