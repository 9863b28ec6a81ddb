import { UNISAT_ADDRESS } from '../../packages/devwallet/src/kit/real/seeds';
import { differential, differentialTitle } from './differential';
import { expect, openApp, test, type WalletRig } from './fixtures';
import { navigate, psbtSignedAndBroadcast, sendRefusedThenApproved } from './flows';

test.describe.configure({ mode: 'serial' });

test('connect: Cancel is a rejection (-32000), Connect connects the account', async ({ unisat }) => {
  const page = await openApp(unisat);
  await page.getByTestId('connect-button').click();
  await unisat.wallet.reject(() => page.getByTestId('wallet-option-unisat').click());
  const error = page.getByTestId('error-message');
  await expect(error).toHaveAttribute('data-code', '-32000');
  await expect(error).toContainText('User rejected the request.');

  await page.getByTestId('connect-button').click();
  await unisat.wallet.approve(() => page.getByTestId('wallet-option-unisat').click());
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', UNISAT_ADDRESS);
  await page.close();
});

/**
 * Opens the app and connects Unisat. A site Unisat already connected gets its accounts without a
 * prompt; otherwise its "Connect" prompt is approved.
 */
async function connect(unisat: WalletRig) {
  const page = await openApp(unisat);
  await page.getByTestId('connect-button').click();
  const address = page.getByTestId('account-address-payment');
  const prompts = unisat.wallet.popupsOpened();
  await page.getByTestId('wallet-option-unisat').click();
  await expect
    .poll(async () => unisat.wallet.popupsOpened() > prompts || (await address.count()) > 0)
    .toBe(true);
  if (unisat.wallet.popupsOpened() > prompts) await unisat.wallet.approve();
  await expect(address).toHaveAttribute('data-address', UNISAT_ADDRESS);
  return { page };
}

test('message: BIP-322 and ECDSA signed in Unisat, each verified by the app', async ({ unisat }) => {
  const { page } = await connect(unisat);
  await navigate(page, '/sign-message');
  const message = 'Satchel and the real Unisat ✓';
  for (const protocol of ['bip322', 'ecdsa'] as const) {
    await page.getByTestId('sign-message-protocol').selectOption(protocol);
    await page.getByTestId('sign-message-input').fill(`${message} ${protocol}`);
    await unisat.wallet.approve(() => page.getByTestId('sign-message-submit').click());
    await expect(page.getByTestId('signature-stale')).toHaveCount(0);
    await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  }
  await page.close();
});

test('PSBT: signed in Unisat, broadcast by the app, confirmed', async ({ unisat }) => {
  const { page } = await connect(unisat);
  // Its "Sign" stays disabled until `decode2` has answered; the kit waits for the button.
  await psbtSignedAndBroadcast(unisat, page, UNISAT_ADDRESS, 'testnet');
  await page.close();
});

test('send: a rejected send keeps the form; an approved one is broadcast', async ({ unisat }) => {
  const { page } = await connect(unisat);
  await sendRefusedThenApproved(unisat, page, UNISAT_ADDRESS, 'testnet', (submit) =>
    unisat.wallet.reject(submit),
  );
  await page.close();
});

test(differentialTitle('unisat'), async ({ unisat }, testInfo) => differential('unisat', unisat, testInfo));
