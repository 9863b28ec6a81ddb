import type { CompatRequest, WalletRules, WalletVerdict } from '@satchel/core/compat';
import { base64, hex } from '@scure/base';
import { resolveConfig } from '../config';
import { accountForAddress } from '../keys';
import { decodePsbt, type InputToSign, signPsbt } from '../psbt-signing';
import { DevWallet } from '../wallet';

/** What the Dev Wallet's signer made of the request, as the wallet would answer it. */
export interface Simulation {
  signedInputs: number[];
  finalized: boolean;
  /** The answer in the wallet's encoding (bytes shown as base64). */
  psbt: string;
  /** The signer's refusal, when it refused what the rules say the wallet signs. */
  error?: string;
}

/** Where the throwaway keys come from, and the chain they sign for. */
export interface SimulationKeys {
  mnemonic: string;
  network: CompatRequest['network'];
}

/**
 * Signs with the Dev Wallet's own signer (psbt-signing.ts, with the key the wallet's gate opens,
 * signer.ts) what the rules say `verdict`'s wallet signs, finalizing as that wallet does, when every
 * address it signs for belongs to the key ring of `keys.mnemonic`. Never with mainnet keys: a
 * mainnet check is answered from the rules alone. Undefined when nothing is simulated.
 */
export function simulateSigning(
  verdict: WalletVerdict,
  rules: WalletRules,
  request: CompatRequest,
  keys: SimulationKeys,
): Simulation | undefined {
  const { network } = keys;
  if (!network || network === 'mainnet' || verdict.signedInputs.length === 0) return undefined;
  // A wallet of its own, never shown a page: only its keys and its gate are used.
  const wallet = new DevWallet(resolveConfig({ mnemonic: keys.mnemonic, network }));
  const ring = wallet.keys(network);
  const inputs: InputToSign[] = [];
  for (const index of verdict.signedInputs) {
    const asked = request.inputs.find((input) => input.index === index);
    const account = asked ? accountForAddress(ring, asked.address) : undefined;
    if (!account) return undefined;
    const sighash = verdict.inputs.find((input) => input.index === index)?.sighash;
    inputs.push({ index, account, ...(sighash === undefined ? {} : { sighash }) });
  }
  const tx = decodePsbt(request.psbtBase64);
  try {
    // Test networks only (above), where the gate opens whatever the explorer.
    const signer = wallet.signer(network);
    const finalize = rules.finalize.byDefault === 'signed-inputs' ? 'signed' : 'none';
    const signed = signPsbt(tx, signer, { inputs, finalize });
    const bytes = signed.tx.toPSBT();
    return {
      signedInputs: signed.signedIndexes,
      finalized: signed.signedIndexes.every((index) => {
        const input = signed.tx.getInput(index);
        return input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined;
      }),
      psbt: rules.format.output === 'hex' ? hex.encode(bytes) : base64.encode(bytes),
    };
  } catch (error) {
    return { signedInputs: [], finalized: false, psbt: '', error: (error as Error).message };
  }
}
