import { getBitcoinWalletStandard } from '@metamask/bitcoin-wallet-standard';
import { markDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import * as btc from '@scure/btc-signer';
// biome-ignore lint/style/useNodejsImportProtocol: the npm `buffer` package, bundled into the page's script, not Node's built-in
import { Buffer } from 'buffer';
import type { MetaMaskScope } from '../../config';
import { toFailure, WalletFailure } from '../../errors';
import { fetchFeeEstimate } from '../../esplora';
import { fillFromTemplate } from '../../metamask-fill';
import { ordBaseFor } from '../../ord';
import { checkUtxos } from '../../ord-assets';
import { extractRawTx } from '../../psbt-signing';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { registerWallet } from '../standard';

const FAMILY = 'metamask' as const;

/**
 * MetaMask's Bitcoin: the wallet object the page talks to is MetaMask's own
 * `@metamask/bitcoin-wallet-standard` (its `MetaMaskWallet`, registered with
 * `registerBitcoinWalletStandard({client})`); the Dev Wallet only plays the extension behind it,
 * the multichain API client that package takes (`createSession`, `getSession`, `revokeSession`,
 * `invokeMethod`, `onNotification`), holding the keys. Shapes below are read from the package's
 * `dist/wallet.mjs` (1.3.0) and, for what the extension's Bitcoin account does with a request,
 * from MetaMask/snap-bitcoin-wallet (`packages/snap/src/use-cases/AccountUseCases.ts`,
 * `handlers/KeyringRequestHandler.ts`).
 *
 * Where each behaviour comes from, on the line above it: `real code: @metamask/bitcoin-wallet-standard@1.3.0` where the
 * package itself makes the call and reads the answer (e2e/connection-metamask.spec.ts and
 * e2e/mainnet-metamask.spec.ts drive the app through it), `documents:` the extension's Bitcoin
 * account (its snap, https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src), whose code runs in MetaMask and not here.
 */

/** CAIP-2 ids of the package's `CaipScope` (`dist/types/common.mjs`); it has no signet. real code: @metamask/bitcoin-wallet-standard@1.3.0 */
const SCOPES: Record<MetaMaskScope, string> = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  testnet4: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  regtest: 'bip122:regtest',
};

/**
 * The account's fee target: 3 blocks, else 5 sat/vB (the snap's `targetBlocksConfirmation`, `fallbackFeeRate`).
 * documents: https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src (the snap's configuration; docs/wallets/metamask.md)
 */
const TARGET_BLOCKS = 3;
const FALLBACK_FEE_RATE = 5;

interface SessionScope {
  accounts: string[];
  methods: string[];
  notifications: string[];
}
interface Session {
  sessionScopes: Record<string, SessionScope>;
}
interface InvokeRequest {
  scope?: unknown;
  request?: { method?: unknown; params?: Record<string, unknown> };
}
type Notification = { method: 'wallet_sessionChanged'; params: Session };

/**
 * JSON-RPC errors as the multichain API rejects with them (EIP-1193 4001 for a refusal).
 * documents: https://eips.ethereum.org/EIPS/eip-1193#provider-errors (4001, 4100); inferred: that
 * MetaMask's Bitcoin scope rejects with the same codes.
 */
function rpcError(error: unknown): Error {
  const failure = toFailure(error);
  const code = failure.kind === 'rejected' ? 4001 : failure.kind === 'access-denied' ? 4100 : -32603;
  const out = new Error(
    failure.kind === 'rejected' ? 'User rejected the request.' : failure.message,
  ) as Error & {
    code: number;
  };
  out.code = code;
  return out;
}

export function installMetaMask(wallet: DevWallet): void {
  // MetaMask's in-page script provides `Buffer` for the package, whose features call it.
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`dist/features/*.mjs` call the global `Buffer`)
  const scope = globalThis as { Buffer?: unknown };
  scope.Buffer ??= Buffer;

  const granted = (): MetaMaskScope[] => wallet.config.metamaskScopes;
  const networkOf = (caip: unknown): BitcoinNetwork => {
    const entry = Object.entries(SCOPES).find(([, id]) => id === caip);
    if (!entry) throw new WalletFailure('invalid-params', `Unknown scope ${String(caip)}.`);
    return entry[0] as BitcoinNetwork;
  };
  // One account per granted scope, the p2wpkh payment address as `<scope>:<address>`.
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`dist/wallet.mjs` reads the session's scopes and accounts)
  const session = (): Session => {
    const sessionScopes: Record<string, SessionScope> = {};
    for (const name of granted()) {
      const address = wallet.keys(name).payment.address;
      sessionScopes[SCOPES[name]] = {
        accounts: [`${SCOPES[name]}:${address}`],
        methods: [],
        notifications: [],
      };
    }
    return { sessionScopes };
  };
  const listeners = new Set<(notification: Notification) => void>();
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`#handleSessionChangedEvent`: `wallet_sessionChanged` with Bitcoin scopes
  // connects, without them disconnects)
  const notify = () => {
    const params = wallet.permissions.has(FAMILY) ? session() : { sessionScopes: {} };
    for (const listener of [...listeners]) listener({ method: 'wallet_sessionChanged', params });
  };
  const track = <R>(method: string, args: unknown[], run: () => Promise<R>): Promise<R> =>
    wallet.requests.track(FAMILY, method, args, async () => {
      try {
        return await run();
      } catch (error) {
        throw rpcError(error);
      }
    });

  // The package asks `signPsbt` with `options: {fill: true, broadcast}` and reads `{psbt, txid}`:
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`#signTransactionInternal`). The fill, the frozen coins and the finalizing
  // sign: documents: https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src/use-cases/AccountUseCases.ts (`#fillPsbt`, `signPsbt`)
  const signPsbt = async (network: BitcoinNetwork, params: Record<string, unknown>) => {
    // Before `fill` asks the explorer anything: refused keys stop here.
    const signer = wallet.signer(network);
    const options = (params.options ?? {}) as { fill?: unknown; broadcast?: unknown };
    if (typeof params.psbt !== 'string') throw new WalletFailure('invalid-params', 'psbt must be base64.');
    let template: btc.Transaction;
    try {
      template = btc.Transaction.fromPSBT(Buffer.from(params.psbt, 'base64'), {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
      });
    } catch (error) {
      throw new WalletFailure('invalid-params', `Invalid PSBT: ${(error as Error).message}`);
    }
    const ring = wallet.keys(network);
    let tx = template;
    if (options.fill === true) {
      const [utxos, rate] = await Promise.all([
        wallet.utxos(ring.payment.address),
        fetchFeeEstimate(wallet.config.esploraUrl, TARGET_BLOCKS, FALLBACK_FEE_RATE),
      ]);
      // The account never spends coins it holds frozen for their inscriptions (`getFrozenUTXOs`).
      const coins = await checkUtxos(ordBaseFor(wallet.config), utxos);
      tx = fillFromTemplate(template, ring.payment, network, [...coins.free, ...coins.unknown], rate);
    }
    // BDK's `sign` with default options finalizes what it signed (`try_finalize`).
    const signed = await wallet.signPsbt(FAMILY, 'signPsbt', tx, undefined, 'signed', signer);
    const psbt = Buffer.from(signed.tx.toPSBT()).toString('base64');
    if (options.broadcast !== true) return { psbt, txid: null };
    return { psbt, txid: await wallet.broadcastRaw(extractRawTx(signed.tx)) };
  };

  // The multichain API client the package takes: real code: @metamask/bitcoin-wallet-standard@1.3.0 (`getBitcoinWalletStandard({client})`;
  // `bitcoin:connect` restores the session or creates one on the mainnet scope, `bitcoin:disconnect`
  // revokes it)
  const client = {
    async getSession(): Promise<Session | undefined> {
      return track('wallet_getSession', [], async () =>
        wallet.permissions.has(FAMILY) ? session() : undefined,
      );
    },
    async createSession(request: unknown): Promise<Session> {
      return track('wallet_createSession', [request], async () => {
        await wallet.connect(FAMILY, 'wallet_createSession');
        return session();
      });
    },
    async revokeSession(request: unknown): Promise<void> {
      await track('wallet_revokeSession', [request], async () => {
        wallet.disconnect(FAMILY);
      });
    },
    async invokeMethod({ scope: caip, request }: InvokeRequest): Promise<unknown> {
      const method = String(request?.method);
      const params = request?.params ?? {};
      return track(method, [{ scope: caip, request }], async () => {
        wallet.requirePermission(FAMILY);
        const network = networkOf(caip);
        if (!granted().includes(network as MetaMaskScope))
          throw new WalletFailure('access-denied', `Scope ${String(caip)} is not part of the session.`);
        const address = (params.account as { address?: unknown } | undefined)?.address;
        const account = wallet.accountFor(String(address), network);
        switch (method) {
          case 'signMessage': {
            // BIP-322 simple (bip322-js `Signer.sign`, AccountUseCases `signMessage`).
            // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`#signMessageInternal` reads `.signature`); documents:
            // https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src/use-cases/AccountUseCases.ts (`signMessage`)
            if (typeof params.message !== 'string')
              throw new WalletFailure('invalid-params', 'message must be a string.');
            const signed = await wallet.signMessage(
              FAMILY,
              method,
              account,
              params.message,
              'bip322',
              network,
            );
            return { signature: signed.signature };
          }
          case 'signPsbt':
            return signPsbt(network, params);
          // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`#sendTransferInternal` reads `.txid`)
          case 'sendTransfer': {
            const recipients = Array.isArray(params.recipients) ? params.recipients : [];
            const txid = await wallet.sendTransfer(
              FAMILY,
              method,
              recipients.map((r: { address?: unknown; amount?: unknown }) => ({
                address: String(r.address),
                amount: BigInt(String(r.amount)),
              })),
              { from: account, signer: wallet.signer(network) },
            );
            return { txid };
          }
          // inferred: the package calls no other method; the text is the Dev Wallet's own
          default:
            throw new WalletFailure('invalid-request', `Method ${method} is not supported.`);
        }
      });
    },
    onNotification(listener: (notification: Notification) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // An account switch or a disconnect reaches the page as `wallet_sessionChanged`.
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (the package's only notification); inferred: that MetaMask sends it then
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && wallet.permissions.has(FAMILY)) notify();
    else if (event.type === 'disconnect') {
      wallet.disconnect(FAMILY);
      notify();
    }
  });

  // What `registerBitcoinWalletStandard` does, with the wallet marked as the Dev Wallet's.
  // real code: @metamask/bitcoin-wallet-standard@1.3.0 (`dist/index.mjs`: `registerWallet(getBitcoinWalletStandard(options))`)
  registerWallet(markDevWallet(getBitcoinWalletStandard({ client: client as never })));
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'metamask',
  install: installMetaMask,
  facts: {
    signingCode: 'src/families/metamask/index.ts',
    signingMethods: [
      'signMessage',
      'signTransaction',
      'signAndSendTransaction',
      'sendTransfer',
      'invokeMethod',
    ],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'real code: @metamask/bitcoin-wallet-standard@1.3',
  },
});
