import { createConfig, createStores, LaserEyesClient, TESTNET, UNISAT } from '@omnisat/lasereyes-core';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { paymentPsbt, signedInputs, signInMessage, verifySignIn } from './devnet.js';

// Unisat has no regtest: on the devnet it reports its testnet chain, so LaserEyes is told
// "testnet". Told "regtest", LaserEyes would ask Unisat to switch to BITCOIN_MAINNET (its
// mapping for any network Unisat lacks: getUnisatNetwork in lasereyes-mono's
// packages/core/src/constants/networks.ts), and Unisat, like the real one, would switch.
const client = new LaserEyesClient(createStores(), createConfig({ network: TESTNET }));
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
  await client.connect(UNISAT);
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

// The wallet's own send screen: Unisat builds, signs and broadcasts.
step('send', async () => client.sendBTC(address, 10_000));
