import { bitget, connect, createConfig, getConnectorClient, magicEden, okx, unisat } from '@bigmi/client';
import {
  ChainId,
  createClient,
  custom,
  defineChain,
  getBalance,
  mempool,
  sendUTXOTransaction,
  signPsbt,
} from '@bigmi/core';
import { base64urlnopad, hex, utf8 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { DEVNET, NETWORK, paymentPsbt, signedInputs, signInMessage, verifySignIn } from './devnet.js';

// Unisat has no regtest: on the devnet it reports its testnet chain, which bigmi's Unisat
// connector maps to ChainId.BITCOIN_TESTNET (@bigmi/client src/connectors/unisat.ts). On the
// private mainnet devnet (`?network=mainnet`) the OKX and Magic Eden connectors read the chain from
// their bc1 addresses: ChainId.BITCOIN_MAINNET. The devnet's Esplora API speaks mempool.space's
// paths, so bigmi's mempool transport reads it.
const devnet = defineChain({
  id: NETWORK === 'mainnet' ? ChainId.BITCOIN_MAINNET : ChainId.BITCOIN_TESTNET,
  name: 'Satchel devnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [`${DEVNET}/api`] } },
  testnet: NETWORK !== 'mainnet',
});
// The connector to drive: `?wallet=okx`… (Unisat when the page names none). These are the bigmi
// connectors whose wallet this app can sign in with (tests/flow.spec.ts).
const connectors = { unisat, okx, bitget, magiceden: magicEden };
const wallet = new URLSearchParams(location.search).get('wallet') ?? 'unisat';
if (!Object.hasOwn(connectors, wallet)) throw new Error(`This app has no connector "${wallet}".`);
const transport = mempool({ baseUrl: `${DEVNET}/api` });
const config = createConfig({
  chains: [devnet],
  connectors: [connectors[wallet]()],
  transports: { [devnet.id]: transport },
});
const reader = createClient({ chain: devnet, transport });
// bigmi broadcasts with `sendrawtransaction`; on an Esplora API that is `POST /tx`.
const broadcaster = createClient({
  chain: devnet,
  transport: custom({
    async request({ method, params }) {
      if (method !== 'sendrawtransaction') throw new Error(`${method} is not offered here`);
      const response = await fetch(`${DEVNET}/api/tx`, { method: 'POST', body: params[0] });
      const text = await response.text();
      if (!response.ok) throw new Error(text);
      return text;
    },
  }),
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
  const { accounts } = await connect(config, { connector: config.connectors[0] });
  address = accounts[0].address;
  return address;
});

step('balance', async () => String(await getBalance(reader, { address })));

/** An unsecured JWT, as Magic Eden's v1 methods take their request (docs-wallet.magiceden.io). */
const unsecuredToken = (payload) =>
  [{ typ: 'JWT', alg: 'none' }, payload]
    .map((part) => base64urlnopad.encode(utf8.decode(JSON.stringify(part))))
    .join('.')
    .concat('.');

// bigmi has no message action: the connector hands over the wallet's own provider, Unisat-style
// `signMessage(message)`, or a v1 token for Magic Eden.
step('message', async () => {
  const provider = await config.connectors[0].getInternalProvider();
  const message = await signInMessage(address);
  const signature =
    wallet === 'magiceden'
      ? await provider.signMessage(unsecuredToken({ address, message, protocol: 'BIP322' }))
      : await provider.signMessage(message);
  const verdict = await verifySignIn(message, signature);
  return verdict.valid ? `signed in as ${verdict.address}` : `refused: ${verdict.reason}`;
});

step('psbt', async () => {
  const tx = await paymentPsbt(address, address, 5_000);
  const signed = await signPsbt(await getConnectorClient(config), {
    psbt: hex.encode(tx.toPSBT()),
    inputsToSign: [{ address, signingIndexes: [0] }],
    finalize: false,
  });
  return `${signedInputs(btc.Transaction.fromPSBT(hex.decode(signed)))} input signed`;
});

// Sign with finalizing, extract the transaction, broadcast it: bigmi's own way to send. Magic
// Eden hands its signatures back unfinalized (it finalizes only what it broadcasts), so what is
// left to finalize is finalized here.
step('send', async () => {
  const tx = await paymentPsbt(address, address, 10_000);
  const signed = await signPsbt(await getConnectorClient(config), {
    psbt: hex.encode(tx.toPSBT()),
    inputsToSign: [{ address, signingIndexes: [0] }],
    finalize: true,
  });
  const final = btc.Transaction.fromPSBT(hex.decode(signed));
  if (!final.isFinal) final.finalize();
  return sendUTXOTransaction(broadcaster, { hex: final.hex });
});
