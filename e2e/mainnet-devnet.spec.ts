import type { Page } from '@playwright/test';
import { verifyMessage } from '@satchel/core/message';
import { buildSendPsbt } from '@satchel/core/send';
import { WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import type { Family } from '../packages/devwallet/src/config';
import { SUBJECT } from '../test/subjects';
import { addressStatsOn, freshWalletOn } from './chain';
import { fundedUtxo, signedInputs } from './flows-psbt-support';
import { connect, navigate } from './flows-support';
import { signMessageWith } from './flows-wallet-steps';
import { expect, type MainnetChain, mainnetWalletTest } from './mainnet-chain';

/**
 * The wallets that only speak mainnet, driven end to end on a private mainnet devnet
 * with the app built for mainnet: bc1 addresses, both message protocols (checked by core's
 * verifyMessage for those addresses), the wallet's own send and the app-built one, a signed PSBT
 * the chain accepts, and the private-chain banner on every page.
 */
interface MainnetFamily {
  family: Family;
  /** A taproot ordinals address of its own, or one address for both purposes. */
  ordinals: 'taproot' | 'payment';
  /** Address and protocol of each message it signs. */
  messages: readonly (readonly ['payment' | 'ordinals', 'bip322' | 'ecdsa'])[];
  /** The wallet method of its own send, and the one that signs the app-built send. */
  nativeSend: string;
  signsAppBuilt: string;
}

/**
 * What each such wallet does, by the interface it speaks: a Wallet Standard wallet with
 * sats-connect's features sends with `sendBtcTransaction` and signs the app's PSBT with
 * `signTransaction`, from a payment and a taproot address; the per-network injected object sends
 * with `sendBitcoin` and signs with `signPsbt`, from one address for both purposes.
 */
const BY_INTERFACE: Partial<Record<Family, Omit<MainnetFamily, 'family'>>> = {
  [SUBJECT.standardSatsConnect]: {
    ordinals: 'taproot',
    messages: [
      ['payment', 'bip322'],
      ['payment', 'ecdsa'],
      ['ordinals', 'bip322'],
    ],
    nativeSend: 'sendBtcTransaction',
    signsAppBuilt: 'signTransaction',
  },
  [SUBJECT.perNetworkObjects]: {
    ordinals: 'payment',
    messages: [
      ['payment', 'bip322'],
      ['payment', 'ecdsa'],
    ],
    nativeSend: 'sendBitcoin',
    signsAppBuilt: 'signPsbt',
  },
};

/**
 * The families of the table that speak mainnet only and send by themselves. MetaMask (one payment
 * account, PSBTs re-filled at its own rate, no send of its own) has its own mainnet spec:
 * e2e/mainnet-metamask.spec.ts.
 */
const FAMILIES: readonly MainnetFamily[] = WALLET_FAMILIES.filter(
  ({ capabilities: c }) => c.mainnetOnly && c.nativeSend,
).map(({ id }) => {
  const facts = BY_INTERFACE[id];
  if (!facts) throw new Error(`mainnet-devnet.spec.ts: say what ${id} does on mainnet in BY_INTERFACE`);
  return { family: id, ...facts };
});

const PAGES = ['/', '/send', '/sign-message', '/sign-psbt', '/assets', '/runes', '/sign-in'] as const;
const BANNER = 'Private test chain: not Bitcoin mainnet.';

type Logged = { method: string; status: string };
const walletCalls = async (page: Page) =>
  (
    await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { requests(): Logged[] } }).satchelDevWallet.requests(),
    )
  ).map(({ method, status }) => `${method}:${status}`);

/** Confirms the transaction the page shows, and returns its txid. */
async function confirmed(page: Page, chain: MainnetChain): Promise<string> {
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', /mempool|confirmed/);
  const txid = await page.getByTestId('send-txid').innerText();
  expect(txid).toMatch(/^[0-9a-f]{64}$/);
  expect((await fetch(`${chain.url}/api/tx/${txid}`)).status).toBe(200);
  await chain.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  return txid;
}

for (const { family, ordinals, messages, nativeSend, signsAppBuilt } of FAMILIES) {
  mainnetWalletTest(
    family,
    'connects with bc1 addresses and reads the balance; every page says it is a private chain',
    async ({ page, wallet, chain }) => {
      expect(wallet.payment).toMatch(/^bc1q/);
      await chain.faucet(wallet.payment, 50_000_000);
      await page.goto('/');
      await expect(page.getByTestId('private-chain-banner')).toHaveText(BANNER);
      await connect(page, family, wallet);
      await expect(page.getByTestId('account-address-ordinals')).toHaveAttribute(
        'data-address',
        ordinals === 'taproot' ? wallet.ordinals : wallet.payment,
      );
      if (ordinals === 'taproot') expect(wallet.ordinals).toMatch(/^bc1p/);
      await expect(page.getByTestId('network-badge')).toHaveAttribute('data-network', 'mainnet');
      await expect(page.getByTestId('balance-total')).toHaveText('0.5');
      for (const path of PAGES) {
        if (path !== '/') await navigate(page, path);
        await expect(page.getByTestId('private-chain-banner'), path).toHaveText(BANNER);
        await expect(page.getByTestId('error-message'), path).toHaveCount(0);
      }
      await navigate(page, '/');
      // Still connected after touring the pages: nothing asked the wallet to switch networks.
      await expect(page.getByTestId('account-address-payment')).toHaveAttribute(
        'data-address',
        wallet.payment,
      );
    },
  );

  mainnetWalletTest(
    family,
    'signs messages with each protocol it offers, verified by core for its bc1 addresses',
    async ({ page, wallet }) => {
      await connect(page, family, wallet, '/sign-message');
      for (const [purpose, protocol] of messages) {
        const address = wallet[purpose];
        const message = `${family} signs ${protocol} with ${purpose} on a private chain`;
        const signature = await signMessageWith(page, address, protocol, message);
        expect(verifyMessage({ address, message, signature })).toEqual({ valid: true, protocol });
        expect(verifyMessage({ address, message: `${message}!`, signature }).valid).toBe(false);
      }
    },
  );

  mainnetWalletTest(
    family,
    'sends through its own send, then an app-built PSBT at a chosen fee rate',
    async ({ page, wallet, chain }) => {
      const [first, second] = [freshWalletOn('mainnet').payment, freshWalletOn('mainnet').ordinals];
      await chain.faucet(wallet.payment, 30_000_000);
      await chain.faucet(wallet.payment, 20_000_000);
      await connect(page, family, wallet, '/send');

      await page.getByTestId('send-address').fill(first);
      await page.getByTestId('send-amount').fill('0.1');
      await page.getByTestId('send-review').click();
      await expect(page.getByTestId('send-total')).toHaveText('0.1 BTC + fee');
      await page.getByTestId('send-submit').click();
      const native = await confirmed(page, chain);
      expect(await addressStatsOn(chain, first)).toEqual({ confirmed: 10_000_000n, pending: 0n });
      expect(await walletCalls(page)).toContain(`${nativeSend}:ok`);

      await page.getByTestId('send-address').fill(second);
      await page.getByTestId('send-amount').fill('0.2');
      await page.getByTestId('fee-custom').check();
      await page.getByTestId('fee-custom-rate').fill('7');
      await page.getByTestId('send-review').click();
      const reviewedFee = Number(await page.getByTestId('send-fee').getAttribute('data-sats'));
      expect(reviewedFee).toBeGreaterThan(0);
      await page.getByTestId('send-submit').click();
      await expect(page.getByTestId('send-txid')).not.toHaveText(native);
      const txid = await confirmed(page, chain);
      const tx = (await (await fetch(`${chain.url}/api/tx/${txid}`)).json()) as { fee: number };
      expect(tx.fee).toBe(reviewedFee);
      expect(await addressStatsOn(chain, second)).toEqual({ confirmed: 20_000_000n, pending: 0n });

      const calls = await walletCalls(page);
      expect(calls.filter((c) => c === `${nativeSend}:ok`)).toHaveLength(1);
      expect(calls).toContain(`${signsAppBuilt}:ok`);
      expect(calls.filter((c) => c.endsWith(':error'))).toEqual([]);
    },
  );

  mainnetWalletTest(
    family,
    'signs a PSBT spending its bc1 coin, and the mainnet devnet accepts it',
    async ({ page, wallet, chain }) => {
      const coin = await fundedUtxo(wallet.payment, 40_000_000, chain);
      const psbt = buildSendPsbt({
        utxos: [coin],
        recipientAddress: freshWalletOn('mainnet').ordinals,
        amount: 10_000_000n,
        changeAddress: wallet.payment,
        feeRate: 2,
        network: 'mainnet',
      }).psbtBase64;
      await connect(page, family, wallet, '/sign-psbt');
      await page.getByTestId('psbt-input').fill(psbt);
      await page.getByTestId('psbt-validate').click();
      await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
        'data-owned',
        'true',
      );
      await page.getByTestId('psbt-sign').click();
      await expect(page.getByTestId('psbt-result')).toBeVisible();
      expect(signedInputs(await page.getByTestId('psbt-result-base64').inputValue())).toEqual([true]);
      await page.getByTestId('psbt-broadcast').click();
      await confirmed(page, chain);
    },
  );

  mainnetWalletTest(
    family,
    'signs in with its bc1 payment address, checked by the devnet sign-in server',
    async ({ page, wallet }) => {
      await connect(page, family, wallet, '/sign-in');
      await page.getByTestId('signin-submit').click();
      const result = page.getByTestId('signin-result');
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toContainText(`Signed in as ${wallet.payment}`);
      const message = await page.getByTestId('signin-message').inputValue();
      // The mainnet chain id: a wallet that only knows mainnet signs for it.
      expect(message).toContain('Chain ID: bip122:000000000019d6689c085ae165831e93');
    },
  );
}

/**
 * A mainnet build against a devnet on loopback is a devnet build: the Satchel Dev Wallet
 * is listed and connects with mainnet keys, and the devnet panel mines on the private chain.
 */
mainnetWalletTest(
  'devwallet',
  'lists the Dev Wallet and the devnet panel mines a block',
  async ({ page, wallet, chain }) => {
    await page.goto('/');
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId('wallet-option-devwallet')).toHaveAttribute('data-installed', 'true');
    await page.getByTestId('wallet-option-devwallet').click();
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
    expect(wallet.payment).toMatch(/^bc1q/);
    const height = Number(await (await fetch(`${chain.url}/api/blocks/tip/height`)).text());
    await page.getByTestId('devnet-mine').click();
    await expect(page.getByRole('complementary', { name: 'Devnet' })).toContainText(`${height + 1}`);
    expect(Number(await (await fetch(`${chain.url}/api/blocks/tip/height`)).text())).toBe(height + 1);
  },
);
