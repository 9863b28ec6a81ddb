/**
 * @satchel/core/compat: what each browser wallet does with a PSBT signing request (sighash per
 * input, script-path inputs, inputs of several addresses, batches, finalization, encoding), as
 * data with its sources, and the function that applies it. Pure: no wallet is called.
 */
export { evaluateAllWallets, evaluateWallet } from './evaluate';
export { compatFacts, leafKeys } from './facts';
export { bitcoinjsSighashName } from './refusals';
export { compatWalletOf, WALLET_RULES } from './rules';
export { checkSatchelRequest, type SatchelCompat, type SatchelSigningRequest } from './satchel-request';
export * from './types';
