import { base64 } from '@scure/base';
import type { KeyAccount } from '../keys';
import { defaultProtocolFor, type MessageProtocol } from '../message-signing';
import { decodePsbt, type InputToSign } from '../psbt-signing';
import type { DevWallet } from '../wallet';
import { asObject, invalid, type RpcHandlers, type SatsConnectContext } from './sats-connect-context';

/** The protocol asked (`ECDSA` / `BIP322`), else Xverse's default for the address type. */
function messageProtocol(account: KeyAccount, protocol: unknown): MessageProtocol {
  if (protocol === undefined) return defaultProtocolFor(account);
  return protocol === 'ECDSA' ? 'ecdsa' : 'bip322';
}

/**
 * `signInputs: Record<address, number[]>` as the inputs to sign, each with the account owning the
 * address; absent (or null) leaves the choice to the wallet.
 */
function inputsToSign(wallet: DevWallet, signInputs: unknown): InputToSign[] | undefined {
  if (signInputs === undefined || signInputs === null) return undefined;
  if (typeof signInputs !== 'object' || Array.isArray(signInputs)) invalid('signInputs must be a record');
  const inputs: InputToSign[] = [];
  for (const [address, indexes] of Object.entries(signInputs as Record<string, unknown>)) {
    const account = wallet.accountFor(address);
    if (!Array.isArray(indexes)) invalid('signInputs values must be arrays of input indexes');
    for (const index of indexes) inputs.push({ index: Number(index), account });
  }
  return inputs;
}

/** The methods that sign with the wallet's keys, each behind its own prompt. */
export function signingHandlers(ctx: SatsConnectContext): RpcHandlers {
  const { wallet, family } = ctx;
  return {
    // Xverse 0.54.2, observed: a refusal is -32000 `User rejected the request.`.
    // `{address, message, protocol?}` → `{signature, messageHash, address, protocol}`; ECDSA for
    // payment addresses and BIP-322 for taproot unless asked; ECDSA on taproot is -32602, an
    // address not the wallet's -32600 `Address mismatch.`.
    // real code: sats-connect@4.2.1 (`signMessageParamsSchema`, `signMessageResultSchema`; the
    // signatures verify with bip322-js; sats-connect.spec.ts); documents:
    // https://docs.xverse.app/sats-connect/bitcoin-methods/signmessage (the default per address type)
    signMessage: async (params, method) => {
      const { address, message, protocol } = asObject(params);
      if (typeof address !== 'string') invalid('address is required');
      if (typeof message !== 'string') invalid('message is required');
      if (protocol !== undefined && protocol !== 'ECDSA' && protocol !== 'BIP322')
        invalid('protocol must be ECDSA or BIP322');
      const account = wallet.accountFor(address);
      const chosen = messageProtocol(account, protocol);
      const signed = await wallet.signMessage(family, method, account, message, chosen);
      return {
        signature: signed.signature,
        messageHash: signed.messageHash,
        address: account.address,
        protocol: chosen === 'ecdsa' ? 'ECDSA' : 'BIP322',
      };
    },
    // `{psbt: base64, signInputs?, broadcast?}` → `{psbt: base64, txid}`: signed, not finalized
    // unless broadcast; the sighash comes from each input's PSBT_IN_SIGHASH_TYPE (core dropped
    // `allowedSignHash`, docs/sats-connect.md §0).
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/signpsbt
    // Xverse 0.54.2, observed: `broadcast: false` answers `{psbt, txid: ""}` (base64, not
    // finalized); an empty `signInputs` (`{}`) signs nothing and hands the PSBT back unsigned, no
    // error; a refusal is -32000 `User rejected request to sign Psbt`.
    signPsbt: async (params, method) => {
      const { psbt, signInputs, broadcast } = asObject(params);
      if (typeof psbt !== 'string' || psbt === '') invalid('psbt must be a base64 string');
      const tx = decodePsbt(psbt);
      const inputs = inputsToSign(wallet, signInputs);
      const signed = await wallet.signPsbt(family, method, tx, inputs, broadcast === true ? 'all' : 'none');
      if (broadcast !== true) return { psbt: base64.encode(signed.tx.toPSBT()), txid: '' };
      const txid = await wallet.broadcast(signed.tx);
      return { psbt: base64.encode(signed.tx.toPSBT()), txid };
    },
    // `{recipients: [{address, amount}]}`, amounts JS numbers of sats, paid from the payment
    // address → `{txid}`. documents: https://docs.xverse.app/sats-connect/bitcoin-methods/sendtransfer
    // Xverse 0.54.2, observed: a refusal is -32000 `User rejected request to send transfer`.
    sendTransfer: async (params, method) => {
      const txid = await ctx.sendTransfer(method, asObject(params).recipients);
      return { txid };
    },
  };
}
