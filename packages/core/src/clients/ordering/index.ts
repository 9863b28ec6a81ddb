export {
  checkAddress,
  checkEtchRequest,
  checkFeeRate,
  checkMintRequest,
  checkOrderId,
  checkPositiveIntegerString,
  checkRbfRequest,
  checkRefundAddress,
  checkTxid,
  MAX_DIVISIBILITY,
} from './checks';
export { createOrderingClient, type OrderingClient } from './client';
export * from './types';
