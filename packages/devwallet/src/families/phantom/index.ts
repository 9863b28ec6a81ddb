import { markDevWallet } from '@satchel/core/internal';
import { base64, hex } from '@scure/base';
import { toFailure, WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import type { InputToSign } from '../../psbt-signing';
import { decodePsbt } from '../../psbt-signing';
import { trackMethods } from '../../request-log';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { Emitter } from '../shared';

const FAMILY = 'phantom' as const;

/**
 * Phantom's error objects for its other chains follow EIP-1193 and EIP-1474: 4001 user rejection,
 * 4100 unauthorized, -32000 invalid input, -32603 internal (https://docs.phantom.com/solana/errors).
 * The Bitcoin pages only say a declined request rejects, so the same objects are used here.
 * documents: https://docs.phantom.com/solana/errors (the codes); inferred: that Bitcoin uses them.
 */
function toPhantomError(error: unknown): { code: number; message: string } {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: 4001, message: 'User rejected the request.' };
  if (failure.kind === 'access-denied') {
    return {
      code: 4100,
      message: 'The requested method and/or account has not been authorized by the user.',
    };
  }
  if (failure.kind === 'invalid-params' || failure.kind === 'address-mismatch') {
    return { code: -32000, message: failure.message };
  }
  return { code: -32603, message: failure.message };
}

/** Wraps each method so that its failures reject with Phantom's error objects. */
function phantomRejections<T extends Record<string, (...args: never[]) => Promise<unknown>>>(methods: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(methods)) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw toPhantomError(error);
      }
    };
  }
  return wrapped as T;
}

/**
 * `BtcAccount`: `{address, addressType, publicKey, purpose}`
 * (https://docs.phantom.com/bitcoin/establishing-a-connection). The documented example gives the
 * taproot account a 33-byte `02…` key, so both keys are compressed here.
 * documents: https://docs.phantom.com/bitcoin/establishing-a-connection
 */
function btcAccount(wallet: DevWallet, account: KeyAccount) {
  return {
    address: account.address,
    addressType: account.addressType,
    publicKey: hex.encode(wallet.reportedKey(FAMILY, account.address, account.publicKey)),
    purpose: account.purpose,
  };
}

/**
 * Injected only into top-level https pages, localhost and 127.0.0.1, never into iframes or other
 * plain-http pages. documents: https://docs.phantom.com/bitcoin/detecting-the-provider
 */
function injectableHere(): boolean {
  if (window.top !== window.self) return false;
  const { protocol, hostname } = window.location;
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
}

/**
 * Phantom's Bitcoin provider, `window.phantom.bitcoin` (deprecated by Phantom, still documented:
 * https://docs.phantom.com/bitcoin/provider-api-reference). Messages and PSBTs travel as bytes,
 * PSBTs come back signed but never finalized, and there is no balance, send, network or
 * disconnect call. Phantom is mainnet only; the Dev Wallet answers with its own network's
 * addresses so the app can try Phantom on the devnet.
 *
 * Where each behaviour comes from, on the line above it: `documents:` Phantom's
 * Bitcoin pages. Phantom publishes neither its extension's code nor a client of its own.
 */
export function installPhantom(wallet: DevWallet): void {
  if (!injectableHere()) return;
  const events = new Emitter();
  const connected = () => wallet.permissions.has(FAMILY);
  const accounts = () => {
    const ring = wallet.keys();
    return [btcAccount(wallet, ring.payment), btcAccount(wallet, ring.ordinals)];
  };

  const methods = {
    // Prompts once per site; rejects when the person declines or closes the popup.
    // documents: https://docs.phantom.com/bitcoin/establishing-a-connection
    requestAccounts: async () => {
      await wallet.connect(FAMILY, 'requestAccounts');
      return accounts();
    },
    // `signMessage(address, message: Uint8Array)` → `{signature: Uint8Array}`, BIP-322: Phantom's
    // example verifies the base64 of the bytes with bip322-js.
    // documents: https://docs.phantom.com/bitcoin/signing-a-message
    signMessage: async (address: unknown, message: unknown) => {
      wallet.requirePermission(FAMILY);
      if (typeof address !== 'string') throw new WalletFailure('invalid-params', 'address is required');
      if (!(message instanceof Uint8Array))
        throw new WalletFailure('invalid-params', 'message must be a Uint8Array');
      const account = wallet.accountFor(address);
      const text = new TextDecoder().decode(message);
      const signed = await wallet.signMessage(FAMILY, 'signMessage', account, text, 'bip322');
      return { signature: base64.decode(signed.signature) };
    },
    // `signPSBT(psbt: Uint8Array, {inputsToSign: [{address, signingIndexes, sigHash?}]})` →
    // `Uint8Array`, the inputs signed and nothing finalized (LaserEyes finalizes and broadcasts itself).
    // documents: https://docs.phantom.com/bitcoin/sending-a-transaction; LaserEyes' call,
    // https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/phantom.ts
    signPSBT: async (psbt: unknown, options: unknown) => {
      wallet.requirePermission(FAMILY);
      if (!(psbt instanceof Uint8Array))
        throw new WalletFailure('invalid-params', 'psbt must be a Uint8Array');
      const groups = (options as { inputsToSign?: unknown } | undefined)?.inputsToSign;
      if (!Array.isArray(groups) || groups.length === 0)
        throw new WalletFailure('invalid-params', 'inputsToSign is required');
      const inputs: InputToSign[] = [];
      for (const group of groups as Array<Record<string, unknown>>) {
        const account = wallet.accountFor(String(group.address));
        const sighash = typeof group.sigHash === 'number' ? group.sigHash : undefined;
        const indexes = Array.isArray(group.signingIndexes) ? group.signingIndexes : [];
        for (const index of indexes) {
          inputs.push({ index: Number(index), account, ...(sighash === undefined ? {} : { sighash }) });
        }
      }
      const tx = decodePsbt(hex.encode(psbt));
      const signed = await wallet.signPsbt(FAMILY, 'signPSBT', tx, inputs, 'none');
      return signed.tx.toPSBT();
    },
  };

  // Failures reject with Phantom's error objects; the log records what the page receives.
  const provider: Record<string, unknown> = {
    isPhantom: true,
    ...trackMethods(wallet.requests, FAMILY, phantomRejections(methods)),
  };
  // `on` / `off` for `accountsChanged`; `removeListener`: inferred, the usual alias of `off`.
  // documents: https://docs.phantom.com/bitcoin/provider-api-reference
  provider.on = (event: string, handler: (...args: unknown[]) => void) => events.on(event, handler);
  provider.off = (event: string, handler: (...args: unknown[]) => void) =>
    events.removeListener(event, handler);
  provider.removeListener = provider.off;

  wallet.onEvent((event) => {
    // The new accounts when the new account already trusts the site, `[]` otherwise.
    // documents: https://docs.phantom.com/bitcoin/establishing-a-connection
    if (event.type === 'accountChange') events.emit('accountsChanged', connected() ? accounts() : []);
    else if (event.type === 'raw') events.emit(event.name, event.payload);
  });

  // `window.phantom.bitcoin` with `isPhantom`. documents: https://docs.phantom.com/bitcoin/detecting-the-provider
  const win = window as unknown as { phantom?: Record<string, unknown> };
  win.phantom = { ...(win.phantom ?? {}), bitcoin: markDevWallet(provider) };
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'phantom',
  install: installPhantom,
  facts: {
    signingCode: 'src/families/phantom/index.ts',
    signingMethods: ['signMessage', 'signPSBT'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'documents: [provider API](https://docs.phantom.com/bitcoin/provider-api-reference)',
  },
});
