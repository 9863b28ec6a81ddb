/**
 * The shape of a simulated answer, apart from the signing code (simulate.ts), so the kit's published
 * declarations name it without reaching the signer's libraries.
 */

/** What the Dev Wallet's signer made of the request, as the wallet would answer it. */
export interface Simulation {
  signedInputs: number[];
  finalized: boolean;
  /** The answer in the wallet's encoding (bytes shown as base64). */
  psbt: string;
  /** The signer's refusal, when it refused what the rules say the wallet signs. */
  error?: string;
}
