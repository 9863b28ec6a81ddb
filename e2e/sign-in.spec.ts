import { expect } from '../emulator/fixture';
import { connect, FAMILIES, walletControl, walletTest } from './flows-support';
import { DEVNET } from './support';

/**
 * Sign in with Bitcoin (SPEC R18.5) round trip on the devnet: the nonce comes from the devnet's
 * sign-in server, the wallet signs the CAIP-122 message, the server checks domain, nonce, time
 * window and signature, and a nonce cannot be used twice.
 */
for (const family of FAMILIES) {
  walletTest(
    family,
    'signs in with the payment address, checked by the sign-in server',
    async ({ page, wallet }) => {
      await connect(page, family, wallet, '/sign-in');
      await walletControl(page, 'rejectNext');
      await page.getByTestId('signin-statement').fill('Sign in to Satchel');
      await page.getByTestId('signin-submit').click();
      await expect(page.getByTestId('error-message').locator('.message')).toHaveText(
        'Failed to sign message',
      );
      await expect(page.getByTestId('signin-statement')).toHaveValue('Sign in to Satchel');

      await page.getByTestId('signin-submit').click();
      const result = page.getByTestId('signin-result');
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toContainText(`Signed in as ${wallet.payment}`);
      await expect(result).toContainText('Checked by the devnet sign-in server');
      const message = await page.getByTestId('signin-message').inputValue();
      expect(message).toContain(
        `wants you to sign in with your Bitcoin account:\n${wallet.payment}\n\nSign in to Satchel`,
      );
      expect(message).toContain('Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328');

      // The same signed message again: the server has used its nonce up.
      const replay = await fetch(`${DEVNET}/siwb/verify`, {
        method: 'POST',
        headers: { Origin: new URL(page.url()).origin },
        body: JSON.stringify({ message, signature: 'AA==' }),
      });
      expect(await replay.json()).toMatchObject({ valid: false });
    },
  );
}
