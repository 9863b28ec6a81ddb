import { expect, type Page } from '@playwright/test';
import { buildSendPsbt } from '@satchel/core/send';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Devnet } from '../../packages/devnet/src/index';
import { deriveKeyRing } from '../../packages/devwallet/src/keys';
import type { RealWallet } from '../../packages/devwallet/src/kit/real/types';

const NAV_LABELS: Record<string, string> = {
  '/': 'Overview',
  '/send': 'Send',
  '/sign-message': 'Sign message',
  '/sign-psbt': 'Sign PSBT',
};

/** Client-side navigation through the main menu, so the connection stays in memory. */
export async function navigate(page: Page, path: keyof typeof NAV_LABELS) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: NAV_LABELS[path], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** A stranger's payment address on the devnet's network. */
export function strangerAddress(network: 'regtest' | 'testnet') {
  return deriveKeyRing(generateMnemonic(wordlist), network).payment.address;
}

interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
}

/** One confirmed faucet coin on `address`, as a funding input. */
export async function fundedCoin(devnet: Devnet, address: string, sats: number) {
  const { txid } = await devnet.faucet(address, sats, { confirm: true });
  const utxos = (await (await fetch(`${devnet.url}/api/address/${address}/utxo`)).json()) as EsploraUtxo[];
  const utxo = utxos.find((u) => u.txid === txid);
  if (!utxo) throw new Error(`faucet output ${txid} not found for ${address}`);
  return { txid, vout: utxo.vout, value: BigInt(utxo.value), type: 'p2wpkh' as const, address };
}

/** An unsigned PSBT spending `coin` to a stranger, change back to its owner. */
export function unsignedPsbt(
  coin: Awaited<ReturnType<typeof fundedCoin>>,
  amount: bigint,
  network: 'regtest' | 'testnet',
) {
  return buildSendPsbt({
    utxos: [coin],
    recipientAddress: strangerAddress(network),
    amount,
    changeAddress: coin.address,
    feeRate: 2,
    network,
  }).psbtBase64;
}

/** The transaction's state as the devnet's explorer reports it. */
export async function txStatus(devnet: Devnet, txid: string) {
  const response = await fetch(`${devnet.url}/api/tx/${txid}/status`);
  return response.ok ? ((await response.json()) as { confirmed: boolean }) : undefined;
}

export const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

/** The real wallet and the devnet one flow runs against. */
interface Rig {
  wallet: RealWallet;
  devnet: Devnet;
}

/**
 * A PSBT spending a fresh coin of `owner`: checked by the app (the input is the wallet's), signed
 * in the wallet's window, finalized and broadcast by the app, unconfirmed, then mined and shown
 * confirmed.
 */
export async function psbtSignedAndBroadcast(
  rig: Rig,
  page: Page,
  owner: string,
  network: 'regtest' | 'testnet',
) {
  const coin = await fundedCoin(rig.devnet, owner, 20_000_000);
  await navigate(page, '/sign-psbt');
  await page.getByTestId('psbt-input').fill(unsignedPsbt(coin, 5_000_000n, network));
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
    'data-owned',
    'true',
  );
  await rig.wallet.approve(() => page.getByTestId('psbt-sign').click());
  await expect(page.getByTestId('psbt-result')).toBeVisible();
  await page.getByTestId('psbt-broadcast').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  expect(await txStatus(rig.devnet, await txid.innerText())).toEqual(
    expect.objectContaining({ confirmed: false }),
  );
  await rig.devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
}

/**
 * A send of 0.01 from `owner`'s fresh coin: `refuse` answers the wallet's first window with a
 * refusal, which the page reports while keeping the form; the second is approved, broadcast, mined
 * and shown confirmed.
 */
export async function sendRefusedThenApproved(
  rig: Rig,
  page: Page,
  owner: string,
  network: 'regtest' | 'testnet',
  refuse: (submit: () => Promise<void>) => Promise<unknown>,
) {
  await fundedCoin(rig.devnet, owner, 30_000_000);
  const recipient = strangerAddress(network);
  await navigate(page, '/send');
  await page.getByTestId('send-address').fill(recipient);
  await page.getByTestId('send-amount').fill('0.01');
  await page.getByTestId('send-review').click();
  await expect(page.getByTestId('send-plan')).toContainText(recipient);

  const submit = () => page.getByTestId('send-submit').click();
  await refuse(submit);
  await expect(errorText(page)).toHaveText('Failed to send transaction');
  await expect(page.getByTestId('error-details')).toContainText('User rejected the request.');
  await expect(page.getByTestId('send-address')).toHaveValue(recipient);
  await expect(page.getByTestId('send-amount')).toHaveValue('0.01');
  await expect(page.getByTestId('send-txid')).toHaveCount(0);

  await rig.wallet.approve(submit);
  await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
  await rig.devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
}
