/**
 * Every reason `POST /tx` can be refused with, in one place so tests assert on the same
 * strings. Codes follow Core's sendrawtransaction mapping (rpc/util, node/transaction.cpp):
 * decode failures -22, missing inputs and max-fee -25, every other mempool rejection -26,
 * and "already confirmed" -27. Texts are Core's `reason` or `reason, debug` strings.
 */
const RPC_DESERIALIZATION_ERROR = -22;
const RPC_VERIFY_ERROR = -25;
const RPC_VERIFY_REJECTED = -26;
const RPC_VERIFY_ALREADY_IN_CHAIN = -27;

export class RejectError extends Error {
  override readonly name = 'RejectError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Core's FormatMoney: BTC with trailing zeros trimmed but at least two decimals. */
function formatMoney(sats: bigint): string {
  const neg = sats < 0n;
  const abs = neg ? -sats : sats;
  let frac = (abs % 100_000_000n).toString().padStart(8, '0');
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${neg ? '-' : ''}${abs / 100_000_000n}.${frac}`;
}

/** Core's CFeeRate::ToString, e.g. `0.00001000 BTC/kvB`. */
function formatFeeRate(satPerKvb: bigint): string {
  const whole = satPerKvb / 100_000_000n;
  const frac = (satPerKvb % 100_000_000n).toString().padStart(8, '0');
  return `${whole}.${frac} BTC/kvB`;
}

const r = (code: number) => (text: string) => new RejectError(code, text);
const rejected = r(RPC_VERIFY_REJECTED);

export const Reject = {
  decode: () => r(RPC_DESERIALIZATION_ERROR)('TX decode failed. Make sure the tx has at least one input.'),
  // CheckTransaction (consensus/tx_check.cpp)
  vinEmpty: () => rejected('bad-txns-vin-empty'),
  voutEmpty: () => rejected('bad-txns-vout-empty'),
  oversize: () => rejected('bad-txns-oversize'),
  voutNegative: () => rejected('bad-txns-vout-negative'),
  voutTooLarge: () => rejected('bad-txns-vout-toolarge'),
  outTotalTooLarge: () => rejected('bad-txns-txouttotal-toolarge'),
  inputsDuplicate: () => rejected('bad-txns-inputs-duplicate'),
  prevoutNull: () => rejected('bad-txns-prevout-null'),
  coinbase: () => rejected('coinbase'),
  // IsStandardTx (policy/policy.cpp)
  version: () => rejected('version'),
  txSize: () => rejected('tx-size'),
  txSizeSmall: () => rejected('tx-size-small'),
  scriptsigSize: () => rejected('scriptsig-size'),
  scriptsigNotPushonly: () => rejected('scriptsig-not-pushonly'),
  scriptpubkey: () => rejected('scriptpubkey'),
  dust: () => rejected('dust'),
  nonFinal: () => rejected('non-final'),
  nonBip68Final: () => rejected('non-BIP68-final'),
  // BroadcastTransaction (node/transaction.cpp)
  alreadyInChain: () => r(RPC_VERIFY_ALREADY_IN_CHAIN)('Transaction outputs already in utxo set'),
  missingInputs: () => r(RPC_VERIFY_ERROR)('bad-txns-inputs-missingorspent'),
  maxFeeExceeded: () =>
    r(RPC_VERIFY_ERROR)('Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)'),
  // MemPoolAccept::PreChecks / ReplacementChecks (validation.cpp, policy/rbf.cpp)
  mempoolConflict: () => rejected('txn-mempool-conflict'),
  spendsConflicting: (txid: string) =>
    rejected(`bad-txns-spends-conflicting-tx, ${txid} spends conflicting transaction`),
  tooManyReplacements: (n: number) =>
    rejected(
      `too many potential replacements, rejecting replacement; too many potential replacements (${n} > 100)`,
    ),
  replacementFeeRate: (txid: string, newRate: bigint, oldRate: bigint) =>
    rejected(
      `insufficient fee, rejecting replacement ${txid}; new feerate ${formatFeeRate(newRate)} <= old feerate ${formatFeeRate(oldRate)}`,
    ),
  replacementLessFees: (txid: string, fee: bigint, conflicting: bigint) =>
    rejected(
      `insufficient fee, rejecting replacement ${txid}, less fees than conflicting txs; ${formatMoney(fee)} < ${formatMoney(conflicting)}`,
    ),
  replacementRelayFee: (txid: string, added: bigint, required: bigint) =>
    rejected(
      `insufficient fee, rejecting replacement ${txid}, not enough additional fees to relay; ${formatMoney(added)} < ${formatMoney(required)}`,
    ),
  prematureCoinbase: (depth: number) =>
    rejected(`bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`),
  inBelowOut: (valueIn: bigint, valueOut: bigint) =>
    rejected(
      `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
    ),
  minRelayFee: (fee: bigint, required: bigint) => rejected(`min relay fee not met, ${fee} < ${required}`),
  tooLongChain: (limit: number) =>
    rejected(`too-long-mempool-chain, too many unconfirmed ancestors [limit: ${limit}]`),
  nonstandardInputs: () => rejected('bad-txns-nonstandard-inputs'),
  /** IsWitnessStandard (policy/policy.cpp): a taproot annex, among others, is not relayed. */
  witnessNonstandard: () => rejected('bad-witness-nonstandard'),
  /** A tapscript the devnet's interpreter does not evaluate: refused rather than guessed at. */
  tapscriptUnsupported: (opcode: string, input: number) =>
    rejected(
      `bad-txns-nonstandard-inputs, tapscript executes ${opcode}, which this devnet does not evaluate, input ${input}`,
    ),
  script: (scriptError: string, input: number) =>
    rejected(`mempool-script-verify-flag-failed (${scriptError}), input ${input}`),
} as const;

/** Core's ScriptError strings (script/script_error.cpp) for the failures the verifier can report. */
export const ScriptError = {
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  nullFail: 'Signature must be zero for failed CHECK(MULTI)SIG operation',
  derEncoding: 'Non-canonical DER signature',
  highS: 'Non-canonical signature: S value is unnecessarily high',
  hashType: 'Signature hash type missing or not understood',
  pubkeyType: 'Public key is neither compressed or uncompressed',
  witnessPubkeyType: 'Using non-compressed keys in segwit',
  sigPushOnly: 'Only push operators allowed in signatures',
  witnessUnexpected: 'Witness provided for non-witness script',
  witnessMismatch: 'Witness program hash mismatch',
  witnessEmpty: 'Witness program was passed an empty witness',
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessMalleatedP2sh: 'Witness requires only-redeemscript scriptSig',
  invalidStackOperation: 'Operation not valid with the current stack size',
  schnorrSig: 'Invalid Schnorr signature',
  schnorrSigSize: 'Invalid Schnorr signature size',
  schnorrSigHashType: 'Invalid Schnorr signature hash type',
  // BIP-341/342 script path (script/script_error.cpp)
  taprootControlSize: 'Invalid Taproot control block size',
  taprootVersion: 'Taproot version reserved for soft-fork upgrades',
  opSuccess: 'OP_SUCCESSx reserved for soft-fork upgrades',
  badOpcode: 'Opcode missing or not understood',
  pushSize: 'Push value size limit exceeded',
  stackSize: 'Stack size limit exceeded',
  minimalData: 'Data push larger than necessary',
  minimalIf: 'OP_IF/NOTIF argument must be minimal in tapscript',
  unbalancedConditional: 'Invalid OP_IF construction',
  verify: 'Script failed an OP_VERIFY operation',
  checksigVerify: 'Script failed an OP_CHECKSIGVERIFY operation',
  opReturn: 'OP_RETURN was encountered',
  cleanStack: 'Stack size must be exactly one after execution',
  emptyPubkey: 'Empty public key in tapscript',
  pubkeyVersion: 'Public key version reserved for soft-fork upgrades',
  validationWeight: 'Too much signature validation relative to witness weight',
} as const;

/** A script failure carrying Core's ScriptError text; the verifier adds the input index. */
export class ScriptFailure extends Error {}

/** A script the devnet refuses to evaluate (outside its interpreter), naming the opcode. */
export class UnsupportedScript extends Error {
  constructor(readonly opcode: string) {
    super(opcode);
  }
}

export type ErrorStyle = 'mempool' | 'blockstream';

/** The 400 body electrs returns for a rejected broadcast (docs/esplora-api.md §1.8). */
export function formatRpcError(style: ErrorStyle, code: number, message: string): string {
  if (style === 'blockstream') return `sendrawtransaction RPC error ${code}: ${message}`;
  return `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`;
}
