import { base64, base64urlnopad, hex } from '@scure/base';
import type { Family } from '../config';
import { WalletFailure } from '../errors';
import { defaultProtocolFor, type MessageProtocol } from '../message-signing';
import { decodePsbt, type InputToSign } from '../psbt-signing';
import type { DevWallet } from '../wallet';
import { signPsbtBatch } from './psbt-batch';

/**
 * sats-connect v1 "token" API (docs/sats-connect.md §6, docs/wallet-interfaces.md §2): each method takes one
 * unsecured JWT, `base64url(header).base64url(payload).`, and resolves to a plain value.
 *
 * Where each behaviour comes from, on the line above it: `real code:` Orange's own
 * client, whose legacy functions orange-connect.spec.ts drives against these methods (the `orange`
 * family; sats-connect's v1 functions build the same tokens), `documents:` Magic Eden's and Xverse's
 * docs. The token itself: real code: @orangecrypto/orange-connect@1.2.4 (jsontokens
 * `createUnsecuredToken`; orange-connect.spec.ts).
 */
function decodeUnsecuredToken(token: unknown): Record<string, unknown> {
  if (typeof token !== 'string')
    throw new WalletFailure('invalid-params', 'Expected an unsecured JWT string.');
  const [, payload] = token.split('.');
  if (payload === undefined) throw new WalletFailure('invalid-params', 'Malformed token.');
  try {
    const text = new TextDecoder().decode(base64urlnopad.decode(payload.replace(/=+$/, '')));
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') throw new Error('payload is not an object');
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new WalletFailure('invalid-params', `Malformed token payload: ${(error as Error).message}`);
  }
}

type TokenMethod = (token: unknown) => Promise<unknown>;

export function createV1TokenMethods(
  wallet: DevWallet,
  family: Family,
  /** The protocol `signMessage` uses when the token names none (Xverse's rule unless a family says otherwise). */
  defaultProtocol: (account: ReturnType<DevWallet['accountFor']>) => MessageProtocol = defaultProtocolFor,
  /** `sendBtcTransaction` answers `{txid}` rather than the txid string (Magic Eden, below). */
  sendAnswersObject = false,
): Record<string, TokenMethod> {
  // Magic Eden answers mainnet whatever the wallet is set to (DevWallet.networkFor).
  const network = () => wallet.networkFor(family);
  const addresses = (purposes: unknown) => {
    const ring = wallet.keys(network());
    const wanted = Array.isArray(purposes) ? purposes : ['payment', 'ordinals'];
    return wanted
      .filter((p): p is 'payment' | 'ordinals' => p === 'payment' || p === 'ordinals')
      .map((p) => {
        const account = ring[p];
        const key = account.addressType === 'p2tr' ? account.xOnlyPublicKey : account.publicKey;
        return {
          address: account.address,
          publicKey: hex.encode(wallet.reportedKey(family, account.address, key)),
          purpose: p,
          addressType: account.addressType,
        };
      });
  };

  /** One `{psbtBase64, inputsToSign?}` entry, decoded and checked before any prompt. */
  const parseEntry = (payload: Record<string, unknown>) => {
    const { psbtBase64, inputsToSign } = payload;
    if (typeof psbtBase64 !== 'string') {
      throw new WalletFailure(
        'invalid-params',
        'A value for psbtBase64 representing the tx hash is required',
      );
    }
    const tx = decodePsbt(psbtBase64);
    let inputs: InputToSign[] | undefined;
    if (Array.isArray(inputsToSign)) {
      inputs = [];
      for (const group of inputsToSign as Array<Record<string, unknown>>) {
        const account = wallet.accountFor(String(group.address), network());
        const sighash = typeof group.sigHash === 'number' ? group.sigHash : undefined;
        for (const index of Array.isArray(group.signingIndexes) ? group.signingIndexes : []) {
          inputs.push({ index: Number(index), account, ...(sighash === undefined ? {} : { sighash }) });
        }
      }
    }
    return { tx, inputs };
  };

  const signOne = async (method: string, payload: Record<string, unknown>) => {
    const { tx, inputs } = parseEntry(payload);
    const broadcast = payload.broadcast === true;
    const signed = await wallet.signPsbt(family, method, tx, inputs, broadcast ? 'all' : 'none');
    const psbtOut = base64.encode(signed.tx.toPSBT());
    if (!broadcast) return { psbtBase64: psbtOut };
    return { psbtBase64: psbtOut, txId: await wallet.broadcast(signed.tx) };
  };

  return {
    // `{purposes, message}` → `{addresses}` after the connect prompt.
    // real code: @orangecrypto/orange-connect@1.2.4 (`getAddress` → `connect(token)`, `onFinish`
    // gets `{addresses}`; orange-connect.spec.ts); documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods ("connect")
    connect: async (token) => {
      const payload = decodeUnsecuredToken(token);
      await wallet.connect(
        family,
        'connect',
        typeof payload.message === 'string' ? payload.message : undefined,
      );
      return { addresses: addresses(payload.purposes) };
    },
    // `{address, message, protocol?}` → the signature string; without a protocol, the family's default.
    // real code: @orangecrypto/orange-connect@1.2.4 (`signMessage` → `signMessage(token)`, the
    // signature verifies; orange-connect.spec.ts); documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods ("signMessage")
    signMessage: async (token) => {
      const { address, message, protocol } = decodeUnsecuredToken(token);
      if (typeof address !== 'string')
        throw new WalletFailure('invalid-params', 'An address is required to sign a message');
      if (typeof message !== 'string')
        throw new WalletFailure('invalid-params', 'A message to be signed is required');
      const account = wallet.accountFor(address, network());
      const chosen: MessageProtocol =
        protocol === 'ECDSA' ? 'ecdsa' : protocol === 'BIP322' ? 'bip322' : defaultProtocol(account);
      return (await wallet.signMessage(family, 'signMessage', account, message, chosen)).signature;
    },
    // `{psbtBase64, inputsToSign: [{address, signingIndexes, sigHash?}], broadcast?}` →
    // `{psbtBase64, txId?}`, the inputs signed and not finalized unless broadcast.
    // real code: @orangecrypto/orange-connect@1.2.4 (`signTransaction` → `signTransaction(token)`;
    // orange-connect.spec.ts); documents: https://docs.xverse.app/sats-connect-v1/methods/signtransaction,
    // https://docs-wallet.magiceden.io/bitcoin/provider-api-methods ("signTransaction")
    signTransaction: async (token) => signOne('signTransaction', decodeUnsecuredToken(token)),
    signMultipleTransactions: async (token) => {
      const { psbts } = decodeUnsecuredToken(token);
      if (!Array.isArray(psbts) || psbts.length === 0)
        throw new WalletFailure('invalid-params', 'psbts array is required');
      // One prompt for the batch; the entries carry no broadcast flag, so nothing is sent.
      // documents: https://docs-wallet.magiceden.io/bitcoin/provider-api-methods ("signMultipleTransactions"),
      // https://docs.xverse.app/sats-connect/bitcoin-methods/signmultipletransactions (sats-connect-core
      // `SignMultiplePsbtPayload`)
      const requests = (psbts as Array<Record<string, unknown>>).map((entry) => ({
        ...parseEntry(entry),
        finalize: 'none' as const,
      }));
      const signed = await signPsbtBatch(wallet, family, 'signMultipleTransactions', requests);
      return signed.map((result) => ({ psbtBase64: base64.encode(result.tx.toPSBT()) }));
    },
    // `{recipients: [{address, amountSats}], senderAddress}` → the txid, paid from `senderAddress`.
    // real code: @orangecrypto/orange-connect@1.2.4 (`sendBtcTransaction` → `sendBtcTransaction(token)`,
    // `amountSats` a decimal string, the txid string back; orange-connect.spec.ts); documents:
    // https://docs.xverse.app/sats-connect-v1/methods/sendbtctransaction
    sendBtcTransaction: async (token) => {
      const { recipients, senderAddress } = decodeUnsecuredToken(token);
      if (!Array.isArray(recipients) || recipients.length === 0) {
        throw new WalletFailure('invalid-params', 'At least one recipient is required');
      }
      if (typeof senderAddress !== 'string')
        throw new WalletFailure('invalid-params', 'The sender address is required');
      const from = wallet.accountFor(senderAddress, network());
      const parsed = (recipients as Array<Record<string, unknown>>).map((r) => {
        if (typeof r.address !== 'string')
          throw new WalletFailure('invalid-params', 'Incorrect recipient format');
        // v1 serializes the bigint amount as a decimal string (docs/sats-connect.md §6).
        if (!/^[1-9][0-9]*$/.test(String(r.amountSats)))
          throw new WalletFailure('invalid-params', 'Incorrect recipient format');
        return { address: r.address, amount: BigInt(String(r.amountSats)) };
      });
      const txid = await wallet.sendTransfer(family, 'sendBtcTransaction', parsed, { from });
      // sats-connect types the answer as the txid string, and Xverse's legacy provider gives
      // that; Magic Eden called directly answers `{txid}`, which is what LaserEyes reads from it
      // (docs/wallets/quirks.md §1). documents: LaserEyes' call,
      // https://github.com/omnisat/lasereyes-mono/blob/main/packages/core/src/client/providers/magic-eden.ts
      // (`sendBTC` reads `response.txid`)
      return sendAnswersObject ? { txid } : txid;
    },
    // The token methods above, which sats-connect's `getCapabilities` intersects with the
    // provider's own members (sats-connect@4.2.1's core 0.10.0, `src/capabilities/index.ts`, read
    // there). inferred: no wallet documents its list.
    getCapabilities: async () => [
      'connect',
      'signMessage',
      'signTransaction',
      'signMultipleTransactions',
      'sendBtcTransaction',
    ],
  };
}
