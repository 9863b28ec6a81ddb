import { expect, type Page } from '@playwright/test';
import { buildSendPsbt } from '@satchel/core/send';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Devnet } from '../../packages/devnet/src/index';
import { deriveKeyRing } from '../../packages/devwallet/src/keys';

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
