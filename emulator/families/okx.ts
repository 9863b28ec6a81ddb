import { hex } from '@scure/base';
import type { BitcoinNetwork } from '../../src/core/networks';
import { WalletFailure } from '../errors';
import type { DevWallet } from '../wallet';
import { Emitter, listenerMethods } from './shared';
import {
  activeAccount,
  messageType,
  plainRejections,
  pushPsbt,
  pushTx,
  satsAmount,
  signPsbtUnisatStyle,
} from './unisat-style';

/** OKX `send({value})` is in BTC (docs/wallet-interfaces.md §0): exact decimal → sats, ≤ 8 decimals. */
function btcToSats(value: unknown): bigint {
  const text = typeof value === 'number' ? value.toString() : String(value);
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) throw new WalletFailure('invalid-params', 'value must be a BTC amount with at most 8 decimals');
  const sats = BigInt(match[1] ?? '0') * 100_000_000n + BigInt((match[2] ?? '').padEnd(8, '0'));
  if (sats <= 0n) throw new WalletFailure('invalid-params', 'value must be positive');
  return sats;
}

/**
 * One OKX network object. The network is chosen by which object the app talks to; the test
 * network objects expose only connect/signMessage/signPsbt/signPsbts (docs/wallet-interfaces.md §5).
 * `network` undefined means "the Dev Wallet's own network" (the mainnet object on the devnet).
 */
function createOkxObject(
  wallet: DevWallet,
  events: Emitter,
  network: BitcoinNetwork | undefined,
  full: boolean,
) {
  const family = 'okx' as const;
  const account = () => activeAccount(wallet, network);
  const ensureConnected = (method: string) => wallet.connect(family, method);
  const connectResult = () => {
    const a = account();
    return {
      address: a.address,
      publicKey: hex.encode(a.addressType === 'p2tr' ? a.xOnlyPublicKey : a.publicKey),
      compressedPublicKey: hex.encode(a.publicKey),
    };
  };
  const base = {
    connect: async () => {
      await ensureConnected('connect');
      return connectResult();
    },
    signMessage: async (text: unknown, type?: unknown) => {
      await ensureConnected('signMessage');
      return (
        await wallet.signMessage(family, 'signMessage', account(), String(text), messageType(type), network)
      ).signature;
    },
    signPsbt: async (psbtHex: unknown, options?: unknown) => {
      await ensureConnected('signPsbt');
      return signPsbtUnisatStyle(wallet, family, 'signPsbt', psbtHex, options, network);
    },
    signPsbts: async (psbtHexs: unknown, options?: unknown) => {
      await ensureConnected('signPsbts');
      if (!Array.isArray(psbtHexs)) throw new WalletFailure('invalid-params', 'psbtHexs must be an array');
      const perPsbt = Array.isArray(options) ? options : [];
      const out: string[] = [];
      for (const [i, psbt] of psbtHexs.entries()) {
        out.push(await signPsbtUnisatStyle(wallet, family, 'signPsbts', psbt, perPsbt[i], network));
      }
      return out;
    },
  };
  if (!full) return plainRejections(base);

  const balance = async () => {
    await ensureConnected('getBalance');
    const b = await wallet.balance(account().address);
    return { confirmed: Number(b.confirmed), unconfirmed: Number(b.unconfirmed), total: Number(b.total) };
  };
  const methods = plainRejections({
    ...base,
    requestAccounts: async () => {
      await ensureConnected('requestAccounts');
      return [account().address];
    },
    getAccounts: async () => (wallet.permissions.has(family) ? [account().address] : []),
    getPublicKey: async () => (wallet.permissions.has(family) ? hex.encode(account().publicKey) : ''),
    getNetwork: async () => ((network ?? wallet.network) === 'mainnet' ? 'livenet' : 'testnet'),
    getBalance: balance,
    pushPsbt: async (psbtHex: unknown) => pushPsbt(wallet, psbtHex),
    pushTx: async (raw: unknown) => pushTx(wallet, raw),
    sendBitcoin: async (to: unknown, sats: unknown, options?: unknown) => {
      await ensureConnected('sendBitcoin');
      if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
      const feeRate = (options as { feeRate?: unknown } | undefined)?.feeRate;
      return wallet.sendTransfer(family, 'sendBitcoin', [{ address: to, amount: satsAmount(sats) }], {
        ...(typeof feeRate === 'number' ? { feeRate } : {}),
        from: account(),
      });
    },
    send: async (params: unknown) => {
      await ensureConnected('send');
      const { from, to, value, satBytes } = (params ?? {}) as Record<string, unknown>;
      if (typeof from === 'string' && from !== account().address)
        throw new WalletFailure('address-mismatch', 'Address mismatch.');
      if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
      const rate = Number(satBytes);
      const txhash = await wallet.sendTransfer(family, 'send', [{ address: to, amount: btcToSats(value) }], {
        ...(Number.isFinite(rate) && rate > 0 ? { feeRate: rate } : {}),
        from: account(),
      });
      return { txhash };
    },
    disconnect: async () => {
      wallet.disconnect(family);
      events.emit('accountsChanged', []);
    },
  });
  return {
    ...methods,
    isOkxWallet: true,
    ...listenerMethods(events),
  };
}

export function installOkx(wallet: DevWallet): void {
  const events = new Emitter();
  const bitcoin = createOkxObject(wallet, events, undefined, true);
  const bitcoinTestnet = createOkxObject(wallet, events, 'testnet', false);
  const bitcoinSignet = createOkxObject(wallet, events, 'signet', false);
  wallet.onEvent((event) => {
    if (event.type === 'accountChange' && wallet.permissions.has('okx')) {
      const a = activeAccount(wallet);
      const publicKey = hex.encode(a.addressType === 'p2tr' ? a.xOnlyPublicKey : a.publicKey);
      events.emit('accountChanged', {
        address: a.address,
        publicKey,
        compressedPublicKey: hex.encode(a.publicKey),
      });
      events.emit('accountsChanged', [a.address]);
    } else if (event.type === 'disconnect' && (event.family === undefined || event.family === 'okx')) {
      events.emit('accountsChanged', []);
      events.emit('disconnect');
    } else if (event.type === 'raw') events.emit(event.name, event.payload);
  });
  const win = window as unknown as { okxwallet?: Record<string, unknown> };
  win.okxwallet = { ...(win.okxwallet ?? {}), bitcoin, bitcoinTestnet, bitcoinSignet };
}
