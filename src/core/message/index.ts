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
export { type VerifyMessageParams, type VerifyMessageResult, verifyMessage } from './verify';
