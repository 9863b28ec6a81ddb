export {
  bitcoinMessageHash,
  type EcdsaAddressType,
  type SignMessageEcdsaParams,
  signMessageEcdsa,
} from './bip137';
export {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpendTxid,
  type SignMessageBip322Params,
  signMessageBip322,
} from './bip322';
export type { PrivateKeyInput } from './keys';
export { defaultMessageProtocol, type MessageProtocol } from './protocol';
export {
  BIP122_CHAIN_IDS,
  createSignInMessage,
  networkOfChainId,
  SIGN_IN_CLOCK_SKEW_MS,
  type SignInMessageParams,
  type SignInRefusal,
  type VerifySignInParams,
  type VerifySignInResult,
  verifySignIn,
} from './sign-in';
export {
  MAX_SIGN_IN_MESSAGE_LENGTH,
  parseSignInMessage,
  type SignInFieldProblem,
  type SignInFields,
  type SignInParseResult,
} from './sign-in-parse';
export { type VerifyMessageParams, type VerifyMessageResult, verifyMessage } from './verify';
