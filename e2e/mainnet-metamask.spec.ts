import type { Page } from '@playwright/test';
import { verifyMessage } from '@satchel/core/message';
import { buildSendPsbt } from '@satchel/core/send';
import { formatBtc } from '@satchel/core/units';
import { addressStatsOn, freshWalletOn } from './chain';
import { fundedUtxo, signedInputs, unsignedPsbt } from './flows-psbt-support';
import { connect, navigate } from './flows-support';
import { errorText, signMessageWith } from './flows-wallet-steps';
import { expect, type MainnetChain, mainnetWalletTest } from './mainnet-chain';
import {
  addressBytes,
  broadcastsSince,
  quirkTest,
  unsignedInput,
  walletRequests,
} from './signature-checks-support';
import { DEVNET } from './support';

/**
 * MetaMask on a private mainnet devnet, through its own
 * `@metamask/bitcoin-wallet-standard` wallet with the Dev Wallet's client on its default scope:
 * MetaMask opens a mainnet session and offers no Bitcoin test network.
 */
const BANNER = 'Private test chain: not Bitcoin mainnet.';

/** Esplora's estimate for 3 blocks: the rate MetaMask's account fills PSBTs at. */
async function metamaskFeeRate(chain: MainnetChain): Promise<number> {
  const estimates = (await (await fetch(`${chain.url}/api/fee-estimates`)).json()) as Record<string, number>;
  return Math.ceil(estimates['3'] ?? 5);
}

async function confirmed(page: Page, chain: MainnetChain): Promise<string> {
  const txid = await page.getByTestId('send-txid').innerText();
  expect(txid).toMatch(/^[0-9a-f]{64}$/);
  expect((await fetch(`${chain.url}/api/tx/${txid}`)).status).toBe(200);
  await chain.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  return txid;
}

mainnetWalletTest(
  'metamask',
  'connects its bc1 payment account on the default mainnet session, under the banner',
  async ({ page, wallet, chain }) => {
    expect(wallet.payment).toMatch(/^bc1q/);
    await chain.faucet(wallet.payment, 50_000_000);
    await connect(page, 'metamask', wallet);
    await expect(page.getByTestId('private-chain-banner')).toHaveText(BANNER);
    await expect(page.getByTestId('network-badge')).toHaveAttribute('data-network', 'mainnet');
    await expect(page.getByTestId('account-address-ordinals')).toHaveCount(0);
    await expect(page.getByTestId('balance-total')).toHaveText(formatBtc(50_000_000n));
    await navigate(page, '/assets');
    await expect(page.getByTestId('no-ordinals-address')).toBeVisible();
    await expect(page.getByTestId('private-chain-banner')).toHaveText(BANNER);
  },
);

mainnetWalletTest(
  'metamask',
  'signs BIP-322 with its bc1 address, verified by core',
  async ({ page, wallet }) => {
    await connect(page, 'metamask', wallet, '/sign-message');
    const message = 'metamask signs on a private chain';
    const signature = await signMessageWith(page, wallet.payment, 'bip322', message);
    expect(verifyMessage({ address: wallet.payment, message, signature })).toEqual({
      valid: true,
      protocol: 'bip322',
    });
  },
);

mainnetWalletTest(
  'metamask',
  'an app-built send, re-filled and signed by MetaMask, confirms on the mainnet devnet',
  async ({ page, wallet, chain }) => {
    const recipient = freshWalletOn('mainnet').payment;
    await chain.faucet(wallet.payment, 30_000_000);
    await connect(page, 'metamask', wallet, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('send-review').click();
    await page.getByTestId('send-submit').click();
    await confirmed(page, chain);
    expect(await addressStatsOn(chain, recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
  },
);

mainnetWalletTest(
  'metamask',
  'signs a PSBT at its own fee rate, which the mainnet devnet accepts',
  async ({ page, wallet, chain }) => {
    const coin = await fundedUtxo(wallet.payment, 40_000_000, chain);
    const psbt = buildSendPsbt({
      utxos: [coin],
      recipientAddress: freshWalletOn('mainnet').payment,
      amount: 10_000_000n,
      changeAddress: wallet.payment,
      feeRate: await metamaskFeeRate(chain),
      network: 'mainnet',
    }).psbtBase64;
    await connect(page, 'metamask', wallet, '/sign-psbt');
    await page.getByTestId('psbt-input').fill(psbt);
    await page.getByTestId('psbt-validate').click();
    await page.getByTestId('psbt-sign').click();
    await expect(page.getByTestId('psbt-result')).toBeVisible();
    expect(signedInputs(await page.getByTestId('psbt-result-base64').inputValue())).toEqual([true]);
    await page.getByTestId('psbt-broadcast').click();
    await confirmed(page, chain);
  },
);

/**
 * MetaMask's own wallet misbehaving the way it did (reown-com/appkit#5744), on the regtest devnet
 * with its regtest scope, through the Dev Wallet's quirk switch (signature-checks.spec.ts
 * for the other wallets): a PSBT handed back unsigned is refused with the walletDidNotSign message.
 */
quirkTest(
  'metamask',
  ['signs-nothing'],
  "MetaMask's own wallet: its address-bytes key is never kept, and a PSBT it signs nothing of is refused",
  async ({ page, wallet }) => {
    const since = Date.now();
    const coin = await fundedUtxo(wallet.payment, 10_000_000);
    // MetaMask re-fills a PSBT at its own rate (its 3-block estimate): built at that rate, it keeps it.
    const estimates = (await (await fetch(`${DEVNET}/api/fee-estimates`)).json()) as Record<string, number>;
    const psbt = unsignedPsbt([coin], 1_000_000n, wallet.payment, Math.ceil(estimates['3'] ?? 5));
    await connect(page, 'metamask', wallet, '/sign-psbt');
    // `@metamask/bitcoin-wallet-standard` itself gives its account the address's bytes as its key.
    const seen = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify(localStorage));
    expect(seen).not.toContain(addressBytes(wallet.payment));

    await page.getByTestId('psbt-input').fill(psbt);
    await page.getByTestId('psbt-sign').click();
    await expect(errorText(page)).toHaveText(unsignedInput(0));
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);
    const signing = (await walletRequests(page)).filter((r) => r.method === 'signPsbt');
    expect(signing.map((r) => r.status)).toEqual(['ok']);
    expect(await broadcastsSince(since)).toEqual([]);
  },
  { metamaskScopes: ['regtest'] },
);
