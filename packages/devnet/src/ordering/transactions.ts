import type { NetworkParams } from '@satchel/core/networks';
import { Transaction } from '@scure/btc-signer';
import { signCommitSpend } from './commit';
import type { FundingCoin } from './funding';
import { type FundingKey, serviceFeeKey } from './keys';
import { POSTAGE, SERVICE_FEE } from './pricing';
import type { AddressResolver, OrderRequest } from './requests';
import { etchingScript, mintScript } from './runestone';

export interface Output {
  script: Uint8Array;
  amount: bigint;
}

/**
 * Outputs of the mint/etch transaction: the runes' postage first, so they land there by default
 * (ord's runes specification: unallocated runes go to the first non-OP_RETURN output), then the
 * runestone, the service fee and any app fee. `runeId` is the minted rune's `block:tx`.
 */
export function orderOutputs(
  request: OrderRequest,
  runeId: string | undefined,
  addresses: AddressResolver,
  params: NetworkParams,
): Output[] {
  const runestone = request.kind === 'etch' ? etchingScript(request) : mintScript(runeId ?? '0:0');
  const outputs: Output[] = [
    { script: addresses.scriptFor(request.destinationAddress), amount: POSTAGE },
    { script: runestone, amount: 0n },
    { script: serviceFeeKey(params).script, amount: SERVICE_FEE },
  ];
  if (request.appServiceFee > 0n && request.appServiceFeeAddress) {
    outputs.push({
      script: addresses.scriptFor(request.appServiceFeeAddress),
      amount: request.appServiceFee,
    });
  }
  return outputs;
}

/**
 * Signs a spend of the funding coins with the order's key; the fee is whatever is left over.
 * A commit's coins are revealed through the commitment leaf (`reveal`) or, for a refund, spent
 * by key path.
 */
export function signSpend(key: FundingKey, coins: FundingCoin[], outputs: Output[], reveal: boolean): string {
  if (key.kind === 'commit') return signCommitSpend(key, coins, outputs, reveal);
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (const c of coins) {
    tx.addInput({ txid: c.txid, index: c.vout, witnessUtxo: { script: key.script, amount: c.value } });
  }
  for (const o of outputs) tx.addOutput({ script: o.script, amount: o.amount });
  tx.sign(key.priv);
  tx.finalize();
  return tx.hex;
}
