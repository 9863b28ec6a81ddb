import type { Family } from '../../config';
import { WalletFailure } from '../../errors';
import type { KeyAccount } from '../../keys';
import { decodePsbt } from '../../psbt-signing';
import { loadSdk } from '../../sdk-chunks';
import type { DevWallet } from '../../wallet';
import { approvePsbtBatch } from '../psbt-batch';
import { answerWithQuirks, messageType } from '../unisat-api';
import type { UnisatPsbt } from '../unisat-sdk-wallet';

/**
 * The `unisat` family's signing requests, signed by UniSat's own code: real code:
 * @unisat/wallet-sdk@1.9.0, with UniSat 1.7.3's extension code around it (unisat-sdk-wallet.ts says
 * which part comes from where). Each takes its signer first (the gate, signer.ts), then lets the SDK
 * check the request, then prompts, then signs. The SDK is loaded on the first signature, not with
 * the page (sdk-chunks.ts): its bitcoinjs-lib checks its secp256k1 as it loads.
 */
const sdk = () => loadSdk('unisat', () => import('../unisat-sdk-wallet'));

/** `signPsbt(psbtHex, options)`: hex out, as the extension's `psbt.toHex()`. */
export async function signPsbtWithUnisat(
  wallet: DevWallet,
  family: Family,
  method: string,
  account: KeyAccount,
  psbt: unknown,
  options: unknown,
): Promise<string> {
  const signer = wallet.signer(wallet.networkFor(family));
  const { checkUnisatPsbt } = await sdk();
  const request = await checkUnisatPsbt(signer, account, psbt, options);
  const inputs = request.toSign.map((index) => ({ index }));
  await wallet.approvePsbt(family, method, decodePsbt(request.given), inputs, signer);
  return answerWithQuirks(wallet, family, request);
}

/**
 * `signPsbts(psbtHexs, options[])`: every PSBT checked first, one prompt for them all, then each
 * signed in turn, as the extension's `multiSignPsbt` does.
 */
export async function signPsbtsWithUnisat(
  wallet: DevWallet,
  family: Family,
  method: string,
  account: KeyAccount,
  psbts: unknown,
  options: unknown,
): Promise<string[]> {
  if (!Array.isArray(psbts) || psbts.length === 0)
    throw new WalletFailure('invalid-params', 'psbtHexs must be a non-empty array');
  const signer = wallet.signer(wallet.networkFor(family));
  const { checkUnisatPsbt } = await sdk();
  const perPsbt: unknown[] = Array.isArray(options) ? options : [];
  const requests: UnisatPsbt[] = [];
  for (const [i, psbt] of psbts.entries()) {
    requests.push(await checkUnisatPsbt(signer, account, psbt, perPsbt[i]));
  }
  const shown = requests.map((request) => decodePsbt(request.given));
  await approvePsbtBatch(wallet, family, method, shown, signer);
  const signed: string[] = [];
  for (const request of requests) signed.push(await answerWithQuirks(wallet, family, request));
  return signed;
}

/** `signMessage(text, type)`: the prompt, then the SDK's `LocalWallet.signMessage`. */
export async function signMessageWithUnisat(
  wallet: DevWallet,
  family: Family,
  method: string,
  account: KeyAccount,
  text: unknown,
  type: unknown,
): Promise<string> {
  const signer = wallet.signer(wallet.networkFor(family));
  const message = String(text);
  await wallet.approveMessage(family, method, account, message, messageType(type));
  const { signUnisatMessage } = await sdk();
  return signUnisatMessage(signer, account, message, type);
}
