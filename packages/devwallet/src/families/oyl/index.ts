import { markDevWallet } from '@satchel/core/internal';
import { type BitcoinNetwork, isBitcoinNetwork, networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { toFailure, WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import { defaultProtocolFor, type MessageProtocol } from '../../message-signing';
import { decodePsbt, type FinalizeMode } from '../../psbt-signing';
import { trackMethods } from '../../request-log';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { type BatchSignRequest, signPsbtBatch } from '../psbt-batch';

const FAMILY = 'oyl' as const;

/**
 * OYL documents no injected API; its shapes come from the two libraries that call it, which agree:
 * LaserEyes' `OylLibrary` interface (omnisat/lasereyes-mono `packages/core/src/client/providers/oyl.ts`)
 * and bigmi's `OylBitcoinProvider` type (lifinance/bigmi `packages/client/src/connectors/oyl.ts`);
 * docs/wallets/oyl.md. Neither shows how OYL rejects: bigmi reads any failure to connect as the
 * person declining. The Dev Wallet rejects with a plain `Error` and no code.
 * inferred: neither library reads a code from OYL's rejections.
 */
function oylRejections<T extends Record<string, (...args: never[]) => Promise<unknown>>>(methods: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(methods)) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw new Error(toFailure(error).message);
      }
    };
  }
  return wrapped as T;
}

function entry(wallet: DevWallet, address: string, publicKey: Uint8Array) {
  return { address, publicKey: hex.encode(wallet.reportedKey(FAMILY, address, publicKey)) };
}

/**
 * documents: LaserEyes' `OylLibrary`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts; bigmi's `OylBitcoinProvider`, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts. Both keys
 * compressed (33 bytes): inferred, neither library says which form taproot's is.
 *
 * `getAddresses()` → `{taproot, nativeSegwit, nestedSegwit, legacy}`, each `{address, publicKey}`,
 * keyed by type with no purpose field. The Dev Wallet holds only its BIP-84 and BIP-86 keys, so the
 * nested-segwit and legacy entries reuse the payment key under those scripts: the shape is what an
 * app sees, and the Dev Wallet signs only for the other two.
 */
function addressesOf(wallet: DevWallet) {
  const ring = wallet.keys();
  const params = networkParams(wallet.network);
  const nested = btc.p2sh(btc.p2wpkh(ring.payment.publicKey, params), params).address as string;
  const legacy = btc.p2pkh(ring.payment.publicKey, params).address as string;
  return {
    taproot: entry(wallet, ring.ordinals.address, ring.ordinals.publicKey),
    nativeSegwit: entry(wallet, ring.payment.address, ring.payment.publicKey),
    nestedSegwit: entry(wallet, nested, ring.payment.publicKey),
    legacy: entry(wallet, legacy, ring.payment.publicKey),
  };
}

interface SignPsbtOptions {
  psbt?: unknown;
  finalize?: unknown;
  broadcast?: unknown;
}

/**
 * `signPsbt({psbt, finalize?, broadcast?})`: hex in and hex out; no input list and no sighash
 * option, so every unfinalized input the wallet owns is signed. bigmi's comments give the
 * defaults: `finalize` true, `broadcast` false.
 * documents: bigmi's `OylBitcoinProvider.signPsbt`, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts; LaserEyes' `OylLibrary.signPsbt`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts
 */
function signRequest(options: unknown): BatchSignRequest & { broadcast: boolean } {
  const { psbt, finalize, broadcast } = (options ?? {}) as SignPsbtOptions;
  if (typeof psbt !== 'string' || !/^[0-9a-fA-F]+$/.test(psbt))
    throw new WalletFailure('invalid-params', 'psbt must be a hex string');
  const mode: FinalizeMode = broadcast === true ? 'all' : finalize === false ? 'none' : 'signed';
  return { tx: decodePsbt(psbt), inputs: undefined, finalize: mode, broadcast: broadcast === true };
}

/**
 * OYL: `window.oyl` with object parameters, hex PSBTs, four addresses keyed by type, no send
 * method and no events.
 *
 * Where each behaviour comes from, on the line above it: `documents:` the two peer
 * libraries' calls (OYL documents no injected API, docs/wallets/oyl.md), or `inferred:`.
 */
export function installOyl(wallet: DevWallet): void {
  const connected = () => wallet.permissions.has(FAMILY);
  const answer = async (request: BatchSignRequest & { broadcast: boolean }, tx: btc.Transaction) => {
    const psbt = hex.encode(tx.toPSBT());
    return request.broadcast ? { psbt, txid: await wallet.broadcast(tx) } : { psbt };
  };
  const account = (address: unknown): KeyAccount => {
    if (typeof address !== 'string') throw new WalletFailure('invalid-params', 'address is required');
    return wallet.accountFor(address);
  };

  const methods = {
    // bigmi's silent check before it reads any address. documents: bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts (`isAuthorized`)
    isConnected: async () => connected(),
    // bigmi connects with this call alone, so it asks the first time and answers after that.
    // documents: bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts (`getAccounts` on connect); LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts (`connect`)
    getAddresses: async () => {
      await wallet.connect(FAMILY, 'getAddresses');
      return addressesOf(wallet);
    },
    // Called without awaiting an answer; it forgets the site. documents: bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts
    // (`disconnect`); LaserEyes' `OylLibrary.disconnect`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts
    disconnect: async () => {
      wallet.disconnect(FAMILY);
    },
    // LaserEyes passes its own lower-case names straight through, so OYL answers with them.
    // documents: LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts (`getNetwork`, `switchNetwork(network)`); the prompt and
    // the refusal's text: inferred
    getNetwork: async () => wallet.network,
    switchNetwork: async (network: unknown) => {
      if (!isBitcoinNetwork(network))
        throw new WalletFailure('invalid-params', `Unknown network ${String(network)}`);
      if (network === wallet.network) return;
      await wallet.ask({
        family: FAMILY,
        method: 'switchNetwork',
        title: 'Switch network?',
        details: [['Network', network]],
      });
      wallet.setNetwork(network as BitcoinNetwork);
    },
    // `{confirmed, unconfirmed, total}` in sats as numbers, for the wallet's two spending addresses.
    // documents: LaserEyes' `OylLibrary.getBalance`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts; bigmi's `OylBitcoinProvider`, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts;
    // summed over payment and ordinals: inferred
    getBalance: async () => {
      wallet.requirePermission(FAMILY);
      const ring = wallet.keys();
      const [pay, ord] = await Promise.all([
        wallet.balance(ring.payment.address),
        wallet.balance(ring.ordinals.address),
      ]);
      return {
        confirmed: Number(pay.confirmed + ord.confirmed),
        unconfirmed: Number(pay.unconfirmed + ord.unconfirmed),
        total: Number(pay.total + ord.total),
      };
    },
    // `signMessage({address, message, protocol?: 'bip322' | 'ecdsa'})` → `{address, signature}`.
    // The default protocol is not documented; the address type's usual one is used.
    // documents: LaserEyes' `OylLibrary.signMessage`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts; the default: inferred
    signMessage: async (params: unknown) => {
      wallet.requirePermission(FAMILY);
      const { address, message, protocol } = (params ?? {}) as Record<string, unknown>;
      if (typeof message !== 'string') throw new WalletFailure('invalid-params', 'message is required');
      const signer = account(address);
      const chosen: MessageProtocol =
        protocol === 'ecdsa' || protocol === 'bip322' ? protocol : defaultProtocolFor(signer);
      const signed = await wallet.signMessage(FAMILY, 'signMessage', signer, message, chosen);
      return { address: signer.address, signature: signed.signature };
    },
    // `{psbt, txid?}`, hex. documents: as `signRequest` above
    signPsbt: async (options: unknown) => {
      wallet.requirePermission(FAMILY);
      const request = signRequest(options);
      const signed = await wallet.signPsbt(FAMILY, 'signPsbt', request.tx, undefined, request.finalize);
      return answer(request, signed.tx);
    },
    // `signPsbts([{psbt, finalize?, broadcast?}])` → `[{psbt, txid?}]`, one prompt for the list.
    // documents: LaserEyes' `OylLibrary.signPsbts`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts; one prompt: inferred
    signPsbts: async (list: unknown) => {
      wallet.requirePermission(FAMILY);
      if (!Array.isArray(list) || list.length === 0)
        throw new WalletFailure('invalid-params', 'a list of PSBTs is required');
      const requests = list.map(signRequest);
      const signed = await signPsbtBatch(wallet, FAMILY, 'signPsbts', requests);
      const answers: unknown[] = [];
      for (const [index, request] of requests.entries()) {
        answers.push(await answer(request, (signed[index] as { tx: btc.Transaction }).tx));
      }
      return answers;
    },
    // `pushPsbt({psbt})` → `{txid}`: object in, object out. documents: LaserEyes' `OylLibrary.pushPsbt`, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts
    pushPsbt: async (params: unknown) => {
      wallet.requirePermission(FAMILY);
      const psbt = (params as { psbt?: unknown } | undefined)?.psbt;
      if (typeof psbt !== 'string') throw new WalletFailure('invalid-params', 'psbt is required');
      return { txid: await wallet.broadcast(decodePsbt(psbt)) };
    },
  };

  // documents: LaserEyes' call, https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/oyl.ts (`window.oyl`); bigmi's call, https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts (`'oyl' in window`)
  const win = window as unknown as { oyl?: unknown };
  win.oyl = markDevWallet(trackMethods(wallet.requests, FAMILY, oylRejections(methods)));
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'oyl',
  install: installOyl,
  facts: {
    signingCode: 'src/families/oyl/index.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts'],
    renounces: true,
    singleAddress: false,
    checkedAgainst:
      'documents: [LaserEyes and bigmi connectors](https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts)',
  },
});
