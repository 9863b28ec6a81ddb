/**
 * @satchel/core/compat: what each browser wallet does with a PSBT signing request (sighash per
 * input, script-path inputs, inputs of several addresses, batches, finalization, encoding), as
 * data with its sources, and the function that applies it. Pure: no wallet is called.
 */
export { compatFacts, leafKeys } from './facts';
export { type Compat, loadCompat } from './load';
export { bitcoinjsSighashName } from './refusals';
export { compatWalletOf, type WalletRulesTable } from './rules';
export type { SatchelCompat, SatchelSigningRequest } from './satchel-request';
export * from './types';
