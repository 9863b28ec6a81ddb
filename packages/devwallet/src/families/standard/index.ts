import { frozenDevWallet } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { toFailure, WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import { defaultProtocolFor } from '../../message-signing';
import type { InputToSign } from '../../psbt-signing';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { iconDataUri } from '../shared';

export const STANDARD_WALLET_NAME = 'Satchel Standard Wallet';
const VERSION = '1.0.0';

/**
 * A Wallet Standard `WalletAccount` (https://github.com/wallet-standard/wallet-standard,
 * `packages/core/base/src/wallet.ts`): address, raw public key, chains and the features the
 * account can be used with. Taproot keys are given x-only, as Xverse does (docs/wallet-interfaces.md §0).
 * documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/base/src/wallet.ts (`WalletAccount`); the x-only taproot key: inferred,
 * the Standard leaves the key's form to the wallet.
 */
interface WalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

interface InputToSignWire {
  account?: { address?: unknown };
  signingIndexes?: unknown;
  sigHash?: unknown;
}

interface SignTransactionInput {
  psbt?: unknown;
  chain?: unknown;
  inputsToSign?: unknown;
}

type ChangeListener = (props: { accounts: readonly WalletAccount[] }) => void;

const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction'];

/**
 * The Standard's chain ids (`packages/core/chains/src/index.ts`); every test network is `bitcoin:testnet`.
 * documents: https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/chains/src/index.ts (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`)
 */
function chainOf(network: BitcoinNetwork): string {
  return network === 'mainnet' || network === 'regtest' ? `bitcoin:${network}` : 'bitcoin:testnet';
}

/**
 * A rejection carries EIP-1193's 4001, as Phantom documents for its providers
 * (docs/wallets/phantom.md, Errors): the Wallet Standard itself defines no error shape.
 * inferred: from https://docs.phantom.com/solana/errors, for a wallet no one ships.
 */
function walletError(error: unknown): Error {
  const failure = toFailure(error);
  const rejected = failure.kind === 'rejected';
  const out = new Error(rejected ? 'User rejected the request.' : failure.message) as Error & {
    code: number;
  };
  out.code = rejected ? 4001 : failure.kind === 'access-denied' ? 4100 : -32603;
  return out;
}

/**
 * The Dev Wallet as a wallet that registers ONLY through the Bitcoin Wallet Standard
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard, `packages/core/features/src`): no
 * global, no `btc_providers` entry, no `sats-connect:` feature. Features: `bitcoin:connect`,
 * `bitcoin:signMessage`, `bitcoin:signTransaction`, `bitcoin:signAndSendTransaction`, and the
 * generic `standard:events` / `standard:disconnect`.
 *
 * Where each behaviour comes from, on the line above it: `documents:` the Bitcoin
 * Wallet Standard's feature definitions (https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src) and the Wallet Standard's own
 * (https://github.com/wallet-standard/wallet-standard/blob/master/packages). This family impersonates no published wallet: it is a wallet that follows only the
 * Standard, so the Standard's text is its whole source.
 */
export function installStandardWallet(wallet: DevWallet): void {
  const family = 'standard' as const;
  const listeners = new Set<ChangeListener>();

  const toWalletAccount = (account: KeyAccount): WalletAccount =>
    Object.freeze({
      address: account.address,
      publicKey: wallet.reportedKey(
        family,
        account.address,
        account.addressType === 'p2tr' ? account.xOnlyPublicKey : account.publicKey,
      ),
      chains: Object.freeze([chainOf(wallet.network)]),
      features: Object.freeze([...ACCOUNT_FEATURES]),
    });
  // `accounts` lists the accounts the app is authorized to use: none until it connects.
  // documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/base/src/wallet.ts (`Wallet.accounts`)
  const authorized = (): WalletAccount[] => {
    if (!wallet.permissions.has(family)) return [];
    const ring = wallet.keys();
    return [toWalletAccount(ring.payment), toWalletAccount(ring.ordinals)];
  };
  const emitChange = () => {
    const accounts = authorized();
    for (const listener of [...listeners]) listener({ accounts });
  };
  const tracked =
    <A extends unknown[], R>(method: string, run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      wallet.requests.track(family, method, args, async () => {
        try {
          return await run(...args);
        } catch (error) {
          throw walletError(error);
        }
      });
  const ownAccount = (account: InputToSignWire['account']): KeyAccount => {
    if (typeof account?.address !== 'string')
      throw new WalletFailure('invalid-params', 'Each input to sign needs an account.');
    return wallet.accountFor(account.address);
  };
  // A PSBT for another chain than the wallet's is refused. inferred: the Standard names the chain
  // in each input (https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src/signTransaction.ts) and says nothing of a mismatch.
  const checkChain = (chain: unknown) => {
    if (chain !== undefined && chain !== chainOf(wallet.network))
      throw new WalletFailure('invalid-params', `The wallet is not on ${String(chain)}.`);
  };
  const decodeInput = (input: SignTransactionInput) => {
    wallet.requirePermission(family);
    checkChain(input.chain);
    if (!(input.psbt instanceof Uint8Array))
      throw new WalletFailure('invalid-params', 'The PSBT must be raw bytes.');
    let tx: btc.Transaction;
    try {
      tx = btc.Transaction.fromPSBT(input.psbt, { allowUnknownOutputs: true, allowUnknownInputs: true });
    } catch (error) {
      throw new WalletFailure('invalid-params', `Invalid PSBT: ${(error as Error).message}`);
    }
    const wire = Array.isArray(input.inputsToSign) ? (input.inputsToSign as InputToSignWire[]) : [];
    const inputs: InputToSign[] = wire.flatMap((entry) => {
      const account = ownAccount(entry.account);
      const indexes = Array.isArray(entry.signingIndexes) ? entry.signingIndexes : [];
      return indexes.map((index) => ({
        index: Number(index),
        account,
        ...(typeof entry.sigHash === 'number' ? { sighash: entry.sigHash } : {}),
      }));
    });
    if (inputs.length === 0) throw new WalletFailure('invalid-params', 'No inputs to sign.');
    return { tx, inputs };
  };

  const features = Object.freeze({
    'bitcoin:connect': Object.freeze({
      version: VERSION,
      // One account per purpose, in the order asked (`connect.ts`); payment alone when no purposes
      // are given: inferred. documents: https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src/connect.ts
      connect: tracked('bitcoin:connect', async (input?: { purposes?: unknown }) => {
        const purposes = Array.isArray(input?.purposes) ? input.purposes : ['payment'];
        await wallet.connect(family, 'bitcoin:connect');
        const ring = wallet.keys();
        const accounts = purposes.map((purpose) => {
          if (purpose !== 'payment' && purpose !== 'ordinals')
            throw new WalletFailure('invalid-params', `Unknown purpose ${String(purpose)}.`);
          return toWalletAccount(purpose === 'payment' ? ring.payment : ring.ordinals);
        });
        return { accounts };
      }),
    }),
    // The message is signed under the "Bitcoin Signed Message" prefix (BIP-137) where the address
    // has such a form, and as BIP-322 for taproot, which has none (`signMessage.ts`).
    // documents: https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src/signMessage.ts ("The wallet should prefix the message")
    'bitcoin:signMessage': Object.freeze({
      version: VERSION,
      signMessage: tracked(
        'bitcoin:signMessage',
        async (...inputs: { account?: { address?: unknown }; message?: unknown }[]) => {
          wallet.requirePermission(family);
          const out: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
          for (const input of inputs) {
            const account = ownAccount(input.account);
            if (!(input.message instanceof Uint8Array))
              throw new WalletFailure('invalid-params', 'The message must be raw bytes.');
            const text = new TextDecoder().decode(input.message);
            const signed = await wallet.signMessage(
              family,
              'bitcoin:signMessage',
              account,
              text,
              defaultProtocolFor(account),
            );
            out.push({ signedMessage: input.message, signature: base64.decode(signed.signature) });
          }
          return out;
        },
      ),
    }),
    // Signed, not finalized: the app finalizes the inputs it asked for.
    // documents: https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src/signTransaction.ts (`inputsToSign`, `signedPsbt`); not
    // finalized: inferred, the Standard says "signed PSBT" only
    'bitcoin:signTransaction': Object.freeze({
      version: VERSION,
      signTransaction: tracked('bitcoin:signTransaction', async (...inputs: SignTransactionInput[]) => {
        const out: { signedPsbt: Uint8Array }[] = [];
        for (const input of inputs) {
          const { tx, inputs: toSign } = decodeInput(input);
          const signed = await wallet.signPsbt(family, 'bitcoin:signTransaction', tx, toSign, 'none');
          out.push({ signedPsbt: signed.tx.toPSBT() });
        }
        return out;
      }),
    }),
    // Finalized, broadcast, `{txId}` per input. documents: https://github.com/ExodusMovement/bitcoin-wallet-standard/blob/master/packages/core/features/src/signAndSendTransaction.ts
    'bitcoin:signAndSendTransaction': Object.freeze({
      version: VERSION,
      signAndSendTransaction: tracked(
        'bitcoin:signAndSendTransaction',
        async (...inputs: SignTransactionInput[]) => {
          const out: { txId: string }[] = [];
          for (const input of inputs) {
            const { tx, inputs: toSign } = decodeInput(input);
            const signed = await wallet.signPsbt(family, 'bitcoin:signAndSendTransaction', tx, toSign, 'all');
            out.push({ txId: await wallet.broadcast(signed.tx) });
          }
          return out;
        },
      ),
    }),
    // `on('change', listener)` → the unsubscribe. documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/features/src/events.ts
    'standard:events': Object.freeze({
      version: VERSION,
      on: (event: string, listener: ChangeListener) => {
        if (event !== 'change') return () => {};
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    }),
    // documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/features/src/disconnect.ts
    'standard:disconnect': Object.freeze({
      version: VERSION,
      disconnect: tracked('standard:disconnect', async () => {
        wallet.disconnect(family);
        emitChange();
      }),
    }),
  });

  wallet.onEvent((event) => {
    if (event.type === 'accountChange' || event.type === 'networkChange') {
      if (wallet.permissions.has(family)) emitChange();
    } else if (event.type === 'disconnect') {
      wallet.disconnect(family);
      emitChange();
    }
  });

  // `chains` and `accounts` are read live, as the Standard's `Wallet` getters are.
  // documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/base/src/wallet.ts (`Wallet`)
  const standardWallet = frozenDevWallet({
    version: VERSION,
    name: STANDARD_WALLET_NAME,
    icon: iconDataUri('#2f9e44', 'S'),
    get chains() {
      return Object.freeze([chainOf(wallet.network)]);
    },
    features,
    get accounts() {
      return authorized();
    },
  });
  registerWallet(standardWallet);
}

/**
 * The Wallet Standard handshake (`@wallet-standard/wallet`'s `registerWallet`): announce now with
 * `wallet-standard:register-wallet`, and answer every later `wallet-standard:app-ready`.
 * documents: https://github.com/wallet-standard/wallet-standard/blob/master/packages/core/wallet/src/register.ts; real code: @wallet-standard/app@1.1.0 (the app finds wallets
 * with its `getWallets()`; e2e/connection-standard.spec.ts, e2e/connection-metamask.spec.ts)
 */
export function registerWallet(standardWallet: object): void {
  const callback = ({ register }: { register: (wallet: object) => unknown }) => register(standardWallet);
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  } catch (error) {
    console.error('[Satchel Dev Wallet] wallet-standard registration failed', error);
  }
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const detail = (event as CustomEvent<{ register?: (wallet: object) => unknown }>).detail;
    if (detail && typeof detail.register === 'function') callback({ register: detail.register });
  });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'standard',
  name: STANDARD_WALLET_NAME,
  install: installStandardWallet,
  facts: {
    signingCode: 'src/families/standard/index.ts',
    signingMethods: ['signMessage', 'signTransaction', 'signAndSendTransaction'],
    renounces: false,
    singleAddress: false,
  },
});
