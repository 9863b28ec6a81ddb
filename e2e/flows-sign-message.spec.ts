import type { Page } from '@playwright/test';
import { WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import { expect } from '../test/devwallet/fixture';
import { SINGLE_ADDRESS } from './connection-helpers';
import { connect, FAMILIES, walletControl, walletTest } from './flows-support';

/** The family's preset offers ECDSA (BIP-137) messages; the others sign BIP-322 only. */
const signsEcdsa = (family: string) =>
  WALLET_FAMILIES.find((f) => f.id === family)?.capabilities.messageProtocols.includes('ecdsa') ?? false;

async function signWith(page: Page, address: string, protocol: 'bip322' | 'ecdsa', message: string) {
  await page.getByTestId('sign-message-address').selectOption(address);
  await page.getByTestId('sign-message-protocol').selectOption(protocol);
  await page.getByTestId('sign-message-input').fill(message);
  await page.getByTestId('sign-message-submit').click();
  await expect(page.getByTestId('signature-stale')).toHaveCount(0);
  await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('signature-verified')).toContainText('Verified');
  const signature = await page.getByTestId('signature-output').inputValue();
  expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  return signature;
}

async function verify(page: Page, address: string, message: string, signature: string) {
  await page.getByTestId('verify-address').fill(address);
  await page.getByTestId('verify-message').fill(message);
  await page.getByTestId('verify-signature').fill(signature);
  await page.getByTestId('verify-submit').click();
  return page.getByTestId('verify-result');
}

for (const family of FAMILIES) {
  walletTest(
    family,
    'a refused request keeps the message; signs with each protocol and verifies',
    async ({ page, wallet }) => {
      await connect(page, family, wallet, '/sign-message');
      // A refusal first: one failure message, and the typed message stays.
      await walletControl(page, 'rejectNext');
      await page.getByTestId('sign-message-input').fill('Please do not sign this');
      await page.getByTestId('sign-message-submit').click();
      await expect(page.getByTestId('error-message').locator('.message')).toHaveText(
        'Failed to sign message',
      );
      await expect(page.getByTestId('sign-message-input')).toHaveValue('Please do not sign this');
      await expect(page.getByTestId('signature-output')).toHaveCount(0);
      const message = `Satchel ${family} says hello ✓`;
      const bip322 = await signWith(page, wallet.payment, 'bip322', message);
      await expect(page.getByTestId('sign-message-input')).toHaveValue(message);
      await expect(page.getByTestId('error-message')).toHaveCount(0);
      // An edit keeps the signature on screen, said to be for the message as it was signed.
      await page.getByTestId('sign-message-input').fill(`${message} (edited)`);
      await expect(page.getByTestId('signature-stale')).toBeVisible();
      await expect(page.getByTestId('signature-output')).toHaveValue(bip322);
      await page.getByTestId('sign-message-input').fill(message);
      await expect(page.getByTestId('signature-stale')).toHaveCount(0);

      const result = await verify(page, wallet.payment, message, bip322);
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toHaveText('Valid BIP-322 signature.');
      // The same signature does not vouch for another message.
      await page.getByTestId('verify-message').fill(`${message}!`);
      await page.getByTestId('verify-submit').click();
      await expect(result).toHaveAttribute('data-valid', 'false');

      if (!SINGLE_ADDRESS.has(family)) {
        // Unisat-style wallets expose one address; the others also have a taproot one.
        const taproot = await signWith(page, wallet.ordinals, 'bip322', message);
        await verify(page, wallet.ordinals, message, taproot);
        await expect(result).toHaveAttribute('data-valid', 'true');
      }

      if (signsEcdsa(family)) {
        const ecdsa = await signWith(page, wallet.payment, 'ecdsa', message);
        await verify(page, wallet.payment, message, ecdsa);
        await expect(result).toHaveText('Valid BIP-137 signature.');
      } else {
        // A wallet that signs BIP-322 only (Leather): ECDSA is not offered.
        await expect(
          page.getByTestId('sign-message-protocol').locator('option[value="ecdsa"]'),
        ).toBeDisabled();
      }
    },
  );
}
