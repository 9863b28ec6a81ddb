import type { ExplorerClient } from '../clients/explorer';
import { finalizePsbt } from '../protocol/send';

export interface BroadcastPsbtParameters {
  explorer: ExplorerClient;
  psbtBase64: string;
}

/**
 * Finalizes a signed PSBT (BIP-174 finalizer and extractor) and broadcasts it.
 * @throws SatchelError when an input is unsigned, and the explorer's broadcast errors
 * (`Errors.rateLimited`, `Errors.broadcastFailed`).
 */
export async function broadcastPsbt(params: BroadcastPsbtParameters): Promise<{ txid: string }> {
  const { hex } = finalizePsbt(params.psbtBase64);
  return { txid: await params.explorer.broadcast(hex) };
}
