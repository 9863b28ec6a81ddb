/**
 * Funds the Dev Wallet's payment address from the devnet faucet on first run, so a person
 * opening the app can send right away. Run by `npm start`; idempotent.
 * Usage: tsx scripts/fund-devwallet.ts http://127.0.0.1:3002
 */
import { DEFAULT_MNEMONIC } from '../packages/devwallet/src/config';
import { deriveKeyRing } from '../packages/devwallet/src/keys';

const origin = (process.argv[2] ?? 'http://127.0.0.1:3002').replace(/\/+$/, '');
const FUNDING_SATS = 200_000_000; // 2 BTC

async function main() {
  const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
  const address = ring.payment.address;
  const stats = (await fetch(`${origin}/api/address/${address}`).then((r) => r.json())) as {
    chain_stats: { tx_count: number };
    mempool_stats: { tx_count: number };
  };
  if (stats.chain_stats.tx_count + stats.mempool_stats.tx_count > 0) {
    console.log(`Dev Wallet ${address} already has history; not funding again.`);
    return;
  }
  const response = await fetch(`${origin}/__devnet/faucet`, {
    method: 'POST',
    headers: { 'X-Devnet-Control': '1' },
    body: JSON.stringify({ address, sats: FUNDING_SATS, confirm: true }),
  });
  if (!response.ok) throw new Error(`faucet answered ${response.status}: ${await response.text()}`);
  const { txid } = (await response.json()) as { txid: string };
  console.log(`Funded the Dev Wallet payment address ${address} with 2 BTC (tx ${txid}).`);
}

main().catch((error: unknown) => {
  console.error(`Could not fund the Dev Wallet: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
