import { hex } from '@scure/base';
import { toFailure, WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import { decodePsbt, type InputToSign } from '../psbt-signing';
import type { DevWallet } from '../wallet';
import { frozenDevWallet } from './mark';
import { announceProvider, iconDataUri, randomId } from './shared';
import { satsAmount } from './unisat-style';

const LEATHER_METHODS = ['getInfo', 'getAddresses', 'signMessage', 'signPsbt', 'sendTransfer'];

type ErrorBody = { code: number; message: string };

/** Leather's codes (docs/wallet-interfaces.md §4): 4001 user rejection, 4002 not supported, -326xx JSON-RPC. */
function errorBody(error: unknown, rejectedMessage: string): ErrorBody {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: 4001, message: rejectedMessage };
  if (failure.kind === 'invalid-params' || failure.kind === 'address-mismatch')
    return { code: -32602, message: failure.message };
  return { code: -32603, message: failure.message };
}

function asObject(params: unknown): Record<string, unknown> {
  return params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
}

/**
 * Leather: getter-only `window.LeatherProvider` whose `request` resolves with the full success
 * envelope and *rejects* with the full error envelope (docs/wallet-interfaces.md §4). It has no
 * permission memory: `getAddresses` prompts every time, and there are no events.
 */
export function installLeather(wallet: DevWallet): void {
  const family = 'leather' as const;
  const addressEntry = (account: KeyAccount) => ({
    symbol: 'BTC',
    type: account.addressType,
    address: account.address,
    publicKey: hex.encode(wallet.reportedKey(family, account.address, account.publicKey)),
    // Despite its name, Leather's value is the prefix-stripped internal key (§0).
    ...(account.addressType === 'p2tr' ? { tweakedPublicKey: hex.encode(account.xOnlyPublicKey) } : {}),
    derivationPath: account.derivationPath,
  });
  const accountOf = (paymentType: unknown): KeyAccount => {
    const ring = wallet.keys();
    if (paymentType === undefined || paymentType === 'p2wpkh') return ring.payment;
    if (paymentType === 'p2tr') return ring.ordinals;
    throw new WalletFailure('invalid-params', `Unsupported paymentType ${String(paymentType)}`);
  };

  const handlers: Record<string, { run: (params: unknown) => Promise<unknown>; rejected: string }> = {
    getInfo: {
      run: async () => ({ version: '6.70.0', supportedMethods: LEATHER_METHODS }),
      rejected: 'User rejected request',
    },
    getAddresses: {
      run: async () => {
        const ring = wallet.keys();
        await wallet.ask({
          family,
          method: 'getAddresses',
          title: 'Share your addresses with this site?',
          details: [
            ['Site', globalThis.location?.origin ?? 'unknown'],
            ['Native segwit', ring.payment.address],
            ['Taproot', ring.ordinals.address],
          ],
        });
        wallet.permissions.grant(family);
        return { addresses: [addressEntry(ring.payment), addressEntry(ring.ordinals)] };
      },
      rejected: 'User rejected request',
    },
    signMessage: {
      run: async (params) => {
        const { message, paymentType } = asObject(params);
        if (typeof message !== 'string') throw new WalletFailure('invalid-params', 'message is required');
        const account = accountOf(paymentType);
        // BIP-322 only: the handler always routes to the BIP-322 screen.
        const signed = await wallet.signMessage(family, 'signMessage', account, message, 'bip322');
        return { signature: signed.signature, address: account.address, message };
      },
      rejected: 'User rejected request',
    },
    signPsbt: {
      run: async (params) => {
        const { hex: psbtHex, signAtIndex, broadcast } = asObject(params);
        if (typeof psbtHex !== 'string' || !/^[0-9a-fA-F]+$/.test(psbtHex)) {
          throw new WalletFailure('invalid-params', 'Invalid PSBT hex');
        }
        const tx = decodePsbt(psbtHex);
        let inputs: InputToSign[] | undefined;
        if (signAtIndex !== undefined) {
          const list = Array.isArray(signAtIndex) ? signAtIndex : [signAtIndex];
          inputs = list.map((index) => ({ index: Number(index) }));
        }
        const signed = await wallet.signPsbt(
          family,
          'signPsbt',
          tx,
          inputs,
          broadcast === true ? 'all' : 'none',
        );
        const out = hex.encode(signed.tx.toPSBT());
        if (broadcast !== true) return { hex: out };
        return { hex: out, txid: await wallet.broadcast(signed.tx) };
      },
      rejected: 'User rejected signing PSBT request',
    },
    sendTransfer: {
      run: async (params) => {
        const p = asObject(params);
        const list = Array.isArray(p.recipients) ? p.recipients : [{ address: p.address, amount: p.amount }];
        const recipients = (list as Array<Record<string, unknown>>).map((r) => {
          if (typeof r.address !== 'string')
            throw new WalletFailure('invalid-params', 'recipient address is required');
          return { address: r.address, amount: satsAmount(r.amount) };
        });
        return { txid: await wallet.sendTransfer(family, 'sendTransfer', recipients) };
      },
      rejected: 'User rejected request',
    },
  };

  const provider = frozenDevWallet({
    isLeather: true,
    getProductInfo: () => ({ version: '6.70.0', name: 'Leather' }),
    async request(method: string, params?: unknown) {
      const logged = wallet.requests.start(family, String(method), params === undefined ? [] : [params]);
      try {
        const envelope = await answer(method, params);
        wallet.requests.succeed(logged, envelope.result);
        return envelope;
      } catch (envelope) {
        wallet.requests.fail(logged, envelope);
        throw envelope;
      }
    },
  });

  async function answer(method: string, params?: unknown) {
    const id = randomId();
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) {
      throw { jsonrpc: '2.0', id, error: { code: 4002, message: `"${method}" is not supported` } };
    }
    try {
      return { jsonrpc: '2.0', id, result: await handler.run(params ?? {}) };
    } catch (error) {
      throw { jsonrpc: '2.0', id, error: errorBody(error, handler.rejected) };
    }
  }

  Object.defineProperty(window, 'LeatherProvider', { get: () => provider, configurable: false });
  announceProvider({
    id: 'LeatherProvider',
    name: 'Leather',
    icon: iconDataUri('#12100f', 'L'),
    webUrl: 'https://leather.io',
    methods: LEATHER_METHODS,
  });
}
