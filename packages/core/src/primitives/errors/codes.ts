/**
 * Stable error codes. The JSON-RPC ones are those of sats-connect's `RpcErrorCode`
 * (reference: docs/sats-connect.md §2); the rest sit in the implementation-defined
 * server-error range -32000..-32099 so they never collide with a wallet's.
 */
export const ErrorCode = {
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  NETWORK_NOT_CONFIGURED: -32010,
  CONNECTOR_ALREADY_CONNECTED: -32011,
  PROVIDER_NOT_FOUND: -32012,
  NO_WALLETS: -32013,
  WALLET_TIMEOUT: -32014,
  /** On a private test chain only the Dev Wallet connects. */
  PRIVATE_CHAIN_WALLET: -32015,
  INVALID_AMOUNT: -32030,
  INVALID_ADDRESS: -32031,
  WRONG_NETWORK: -32032,
  INVALID_PSBT: -32040,
  PSBT_VALIDATION: -32041,
  INSUFFICIENT_FUNDS: -32042,
  /** A sale listing (SIGHASH_SINGLE|ANYONECANPAY PSBT) that cannot be bought as it stands. */
  INVALID_LISTING: -32043,
  /** A listing whose inscription the index no longer finds on the output it spends. */
  LISTING_UNAVAILABLE: -32044,
  EXPLORER_UNAVAILABLE: -32050,
  RATE_LIMITED: -32051,
  BROADCAST_FAILED: -32052,
  SIGNING_FAILED: -32060,
  WALLET_CHANGED_TRANSACTION: -32061,
  /** A co-signed account proposed the payment to its co-signers: nothing was broadcast. */
  SENT_TO_COSIGNERS: -32064,
  /** An input the wallet was asked to sign carries no signature that verifies. */
  WALLET_DID_NOT_SIGN: -32062,
  /** The wallet's key for an address is not that address's key. */
  NO_USABLE_PUBLIC_KEY: -32063,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
