import {
  createConfig,
  createStores,
  LaserEyesClient,
  MAINNET,
  SUPPORTED_WALLETS,
  TESTNET,
} from '@omnisat/lasereyes-core';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { NETWORK, paymentPsbt, signedInputs, signInMessage, verifySignIn } from './devnet.js';

// LaserEyes 0.0.85 has no regtest for most wallets: it maps "regtest" to mainnet when it names the
// network to Xverse, Unisat, OKX, Orange… (getSatsConnectNetwork, getUnisatNetwork… in
// lasereyes-mono's packages/core/src/constants/networks.ts) and asks the wallet to switch. So the
// devnet runs as testnet here (playwright.config.ts), and LaserEyes is told "testnet". With
// `?network=mainnet` the page runs on the private mainnet devnet instead, for Magic Eden (which
// LaserEyes refuses on any test network) and OKX's main object.
const client = new LaserEyesClient(
  createStores(),
  createConfig({ network: NETWORK === 'mainnet' ? MAINNET : TESTNET }),
);
client.initialize();

/** LaserEyes looks for wallets for a moment after it starts; it checks the network only after that. */
const initialized = new Promise((resolve) => {
  if (!client.$store.get().isInitializing) return resolve();
  const stop = client.$store.listen((state) => {
    if (state.isInitializing) return;
    stop();
    resolve();
  });
});

// The wallet to drive, by LaserEyes's provider name: `?wallet=xverse`, `?wallet=magic-eden`…
// (SUPPORTED_WALLETS in @omnisat/lasereyes-core); Unisat when the page names none.
const wallet = new URLSearchParams(location.search).get('wallet') ?? 'unisat';
if (!(wallet in SUPPORTED_WALLETS)) throw new Error(`LaserEyes knows no wallet "${wallet}".`);
document.getElementById('wallet').textContent = `${wallet} on ${NETWORK}`;

let address;

/** Runs one step on click and shows its result (or its error) next to the button. */
function step(id, run) {
  const output = document.querySelector(`[data-testid="${id}"]`);
  document.getElementById(id).addEventListener('click', async () => {
    output.textContent = '…';
    try {
      output.textContent = await run();
    } catch (error) {
      output.textContent = `Error: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
    }
  });
}

step('connect', async () => {
  await initialized;
  await client.connect(wallet);
  address = client.$store.get().paymentAddress;
  return address;
});

step('balance', async () => String(await client.getBalance()));

step('message', async () => {
  const message = await signInMessage(address);
  const signature = await client.signMessage(message);
  const verdict = await verifySignIn(message, signature);
  return verdict.valid ? `signed in as ${verdict.address}` : `refused: ${verdict.reason}`;
});

step('psbt', async () => {
  const tx = await paymentPsbt(address, address, 5_000);
  const { signedPsbtHex } = await client.signPsbt({ tx: hex.encode(tx.toPSBT()), finalize: false });
  return `${signedInputs(btc.Transaction.fromPSBT(hex.decode(signedPsbtHex)))} input signed`;
});

// The wallet's own send screen: the wallet builds, signs and broadcasts.
step('send', async () => client.sendBTC(address, 10_000));
