export {
  type Prevouts,
  SIGHASH_ALL,
  SIGHASH_ANYONECANPAY,
  SIGHASH_DEFAULT,
  SIGHASH_NONE,
  SIGHASH_SINGLE,
  SighashCache,
  type SighashTx,
  type SighashTxInput,
  type TxOutput,
} from './sighash-cache';
export {
  checkScriptPath,
  type ScriptPathCheck,
  TAPSCRIPT_LEAF_VERSION,
  tapBranchHash,
  tapLeafHash,
} from './taproot';
