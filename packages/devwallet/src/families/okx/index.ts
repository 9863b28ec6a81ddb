import { markDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { hex } from '@scure/base';
import type * as btc from '@scure/btc-signer';
import { WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import { loadSdk } from '../../sdk-chunks';
import type { Signer } from '../../signer';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { approvePsbtBatch } from '../psbt-batch';
import { Emitter, listenerMethods } from '../shared';
import {
  activeAccount,
  answerWithQuirks,
  plainRejections,
  pushPsbt,
  pushTx,
  sendBitcoinUnisatStyle,
  signMessageUnisatStyle,
  unisatSignRequest,
  type WalletCodeRequest,
} from '../unisat-api';

/** OKX's own SDK (okx-sdk-wallet.ts), loaded on the first PSBT signature, not with the page. */
const okxSdk = () => loadSdk('okx', () => import('../okx-sdk-wallet'));

/**
 * One `signPsbt(psbtHex, options)` of an OKX object, for the prompt and OKX's SDK: the Dev Wallet's
 * checks of Unisat-style wallets first (each toSignInput names the account, documents:
 * https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider, "signPsbt";
 * without the list, some input pays it), then OKX's `signPsbtWithKeyPathAndScriptPath` signs it
 * once approved (real code: @okxweb3/coin-bitcoin@1.2.1).
 */
async function okxRequest(
  wallet: DevWallet,
  signer: Signer,
  psbt: unknown,
  options: unknown,
  network: BitcoinNetwork,
): Promise<WalletCodeRequest & { shown: btc.Transaction }> {
  const checked = unisatSignRequest(wallet, psbt, options, network);
  const account = activeAccount(wallet, network);
  const { signOkxPsbt } = await okxSdk();
  return {
    shown: checked.tx,
    given: hex.encode(checked.tx.toPSBT()),
    toSign: (checked.inputs ?? []).map((input) => input.index),
    sign: async (finalize) =>
      signOkxPsbt(
        signer,
        account,
        psbt as string,
        finalize ? { ...(options as object), autoFinalized: true } : options,
      ),
  };
}

/** `signPsbt`: the signer first (the gate), the checks, the prompt, then OKX's SDK. */
async function signPsbtWithOkx(
  wallet: DevWallet,
  method: string,
  psbt: unknown,
  options: unknown,
  network: BitcoinNetwork,
): Promise<string> {
  const signer = wallet.signer(network);
  const request = await okxRequest(wallet, signer, psbt, options, network);
  const inputs = request.toSign.map((index) => ({ index }));
  await wallet.approvePsbt('okx', method, request.shown, inputs, signer);
  return answerWithQuirks(wallet, 'okx', request);
}

/** `signPsbts(psbtHexs, options[])`: every PSBT checked, one prompt, then each signed by OKX's SDK. */
async function signPsbtsWithOkx(
  wallet: DevWallet,
  method: string,
  psbts: unknown,
  options: unknown,
  network: BitcoinNetwork,
): Promise<string[]> {
  if (!Array.isArray(psbts) || psbts.length === 0)
    throw new WalletFailure('invalid-params', 'psbtHexs must be a non-empty array');
  const signer = wallet.signer(network);
  const perPsbt: unknown[] = Array.isArray(options) ? options : [];
  const requests: Awaited<ReturnType<typeof okxRequest>>[] = [];
  for (const [i, psbt] of psbts.entries()) {
    requests.push(await okxRequest(wallet, signer, psbt, perPsbt[i], network));
  }
  const shown = requests.map((request) => request.shown);
  await approvePsbtBatch(wallet, 'okx', method, shown, signer);
  const signed: string[] = [];
  for (const request of requests) signed.push(await answerWithQuirks(wallet, 'okx', request));
  return signed;
}

// documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("send")
/** OKX `send({value})` is in BTC (docs/wallet-interfaces.md §0): exact decimal → sats, ≤ 8 decimals. */
function btcToSats(value: unknown): bigint {
  const text = typeof value === 'number' ? value.toString() : String(value);
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) throw new WalletFailure('invalid-params', 'value must be a BTC amount with at most 8 decimals');
  const sats = BigInt(match[1] ?? '0') * 100_000_000n + BigInt((match[2] ?? '').padEnd(8, '0'));
  if (sats <= 0n) throw new WalletFailure('invalid-params', 'value must be positive');
  return sats;
}

type ObjectName = 'bitcoin' | 'bitcoinTestnet' | 'bitcoinSignet';

/**
 * The network each OKX object answers for. The network is chosen by which object a page calls
 * (docs/wallet-interfaces.md §5, docs/wallets/quirks.md §3). `okxwallet.bitcoin` is the mainnet
 * object and answers mainnet whatever the Dev Wallet is set to, as the real one does:
 * its `getNetwork` is documented "Don't support Testnet" and answers `livenet`
 * (https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider, 2026), and
 * there is no regtest object. The test networks have objects of their own, which keep their
 * networks here (https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider-testnet).
 * The peers call it the same way: bigmi's OKX connector only ever calls `okxwallet.bitcoin`
 * (github.com/lifinance/bigmi, packages/client/src/connectors/okx.ts); LaserEyes calls
 * `bitcoinTestnet` for testnet, testnet4 and signet and `bitcoin` for mainnet
 * (github.com/omnisat/lasereyes-mono, packages/core/src/client/providers/okx.ts); AppKit moved
 * testnet to `bitcoinTestnet` after the mainnet object kept its address (reown-com/appkit#3866, #4691).
 * So OKX's main object is driven end to end against `satchel-devnet --network mainnet`.
 */
function objectNetwork(name: ObjectName): BitcoinNetwork {
  if (name === 'bitcoinTestnet') return 'testnet';
  if (name === 'bitcoinSignet') return 'signet';
  return 'mainnet';
}

/** `publicKey` (x-only for taproot) and `compressedPublicKey`, as OKX reports them (§5). */
function reportedKeys(wallet: DevWallet, a: KeyAccount) {
  const shown = (key: Uint8Array) => hex.encode(wallet.reportedKey('okx', a.address, key));
  return {
    publicKey: shown(a.addressType === 'p2tr' ? a.xOnlyPublicKey : a.publicKey),
    compressedPublicKey: shown(a.publicKey),
  };
}

/**
 * Where each behaviour comes from, on the line above it: `real code:` the package that
 * runs it here (OKX publishes its signing code, not its extension), `documents:` OKX's provider docs.
 * Every refusal (`plainRejections`, `{code: 4001, …}` for a user's): documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider.
 */
/**
 * One OKX network object. The network is chosen by which object the app talks to; the test
 * network objects expose only connect/signMessage/signPsbt/signPsbts (docs/wallet-interfaces.md §5).
 */
function createOkxObject(wallet: DevWallet, events: Emitter, name: ObjectName, full: boolean) {
  const family = 'okx' as const;
  const network = () => objectNetwork(name);
  const account = () => activeAccount(wallet, network());
  const ensureConnected = (method: string) => wallet.connect(family, method);
  const connectResult = () => {
    const a = account();
    return { address: a.address, ...reportedKeys(wallet, a) };
  };
  const base = {
    // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("connect"), https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider-testnet
    connect: async () => {
      await ensureConnected('connect');
      return connectResult();
    },
    // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("signMessage": 'ecdsa' by default or 'bip322-simple')
    signMessage: async (text: unknown, type?: unknown) => {
      await ensureConnected('signMessage');
      return signMessageUnisatStyle(wallet, family, 'signMessage', text, type, network());
    },
    // real code: @okxweb3/coin-bitcoin@1.2.1 (`signPsbtWithKeyPathAndScriptPath`: toSignInputs,
    // sighashTypes, disableTweakSigner, useTweakSigner, autoFinalized; okx-sdk-wallet.ts)
    signPsbt: async (psbtHex: unknown, options?: unknown) => {
      await ensureConnected('signPsbt');
      return signPsbtWithOkx(wallet, 'signPsbt', psbtHex, options, network());
    },
    // real code: @okxweb3/coin-bitcoin@1.2.1, per PSBT; documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("signPsbts": one prompt)
    signPsbts: async (psbtHexs: unknown, options?: unknown) => {
      await ensureConnected('signPsbts');
      return signPsbtsWithOkx(wallet, 'signPsbts', psbtHexs, options, network());
    },
  };
  const calls = { log: wallet.requests, family, prefix: name === 'bitcoin' ? '' : `${name}.` };
  if (!full) return plainRejections(base, calls);

  const balance = async () => {
    await ensureConnected('getBalance');
    const b = await wallet.balance(account().address);
    return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
  };
  const methods = plainRejections(
    {
      ...base,
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("requestAccounts")
      requestAccounts: async () => {
        await ensureConnected('requestAccounts');
        return [account().address];
      },
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("getAccounts")
      getAccounts: async () => (wallet.permissions.has(family) ? [account().address] : []),
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("getPublicKey")
      getPublicKey: async () =>
        wallet.permissions.has(family) ? reportedKeys(wallet, account()).compressedPublicKey : '',
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("getNetwork": `livenet`)
      getNetwork: async () => (network() === 'mainnet' ? 'livenet' : 'testnet'),
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("getBalance")
      getBalance: balance,
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("pushPsbt", "pushTx")
      pushPsbt: async (psbtHex: unknown) => pushPsbt(wallet, psbtHex),
      pushTx: async (raw: unknown) => pushTx(wallet, raw),
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("sendBitcoin")
      sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
        await ensureConnected('sendBitcoin');
        return sendBitcoinUnisatStyle(wallet, family, to, sats, options, account);
      },
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("send": `{txhash}`)
      send: async (params: unknown) => {
        await ensureConnected('send');
        const { from, to, value, satBytes } = (params ?? {}) as Record<string, unknown>;
        if (typeof from === 'string' && from !== account().address)
          throw new WalletFailure('address-mismatch', 'Address mismatch.');
        if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
        const rate = Number(satBytes);
        const txhash = await wallet.sendTransfer(
          family,
          'send',
          [{ address: to, amount: btcToSats(value) }],
          {
            ...(Number.isFinite(rate) && rate > 0 ? { feeRate: rate } : {}),
            from: account(),
          },
        );
        return { txhash };
      },
      // documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider ("disconnect")
      disconnect: async () => {
        wallet.disconnect(family);
        events.emit('accountsChanged', []);
      },
    },
    calls,
  );
  return {
    ...methods,
    isOkxWallet: true,
    ...listenerMethods(events),
  };
}

// documents: https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider (`window.okxwallet.bitcoin`, events "accountChanged", "accountsChanged"), https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider-testnet
export function installOkx(wallet: DevWallet): void {
  const events = new Emitter();
  const bitcoin = createOkxObject(wallet, events, 'bitcoin', true);
  const bitcoinTestnet = createOkxObject(wallet, events, 'bitcoinTestnet', false);
  const bitcoinSignet = createOkxObject(wallet, events, 'bitcoinSignet', false);
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && wallet.permissions.has('okx')) {
      const a = activeAccount(wallet, objectNetwork('bitcoin'));
      events.emit('accountChanged', { address: a.address, ...reportedKeys(wallet, a) });
      events.emit('accountsChanged', [a.address]);
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === 'okx')) {
      events.emit('accountsChanged', []);
      events.emit('disconnect');
    } else if (event.type === 'raw') events.emit(event.name, event.payload);
  });
  const win = window as unknown as { okxwallet?: Record<string, unknown> };
  for (const object of [bitcoin, bitcoinTestnet, bitcoinSignet]) markDevWallet(object);
  win.okxwallet = { ...(win.okxwallet ?? {}), bitcoin, bitcoinTestnet, bitcoinSignet };
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'okx',
  install: installOkx,
  facts: {
    signingCode: 'src/families/okx-sdk-wallet.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin', 'send'],
    renounces: true,
    singleAddress: true,
    checkedAgainst: 'real code: @okxweb3/coin-bitcoin@1.2.1 (PSBT signing)',
    // `okxwallet.bitcoin` only; its test-network objects keep their own networks (families/okx/).
    mainnetAddresses: true,
  },
});
