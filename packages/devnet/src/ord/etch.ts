import { schnorr } from '@noble/curves/secp256k1.js';
import { parseRuneName } from '@satchel/core/runes';
import { hex } from '@scure/base';
import { feeForVsize } from '../admission/policy';
import type { DevnetNode } from '../node';
import { commitKey, revealInputVsize, signCommitSpend } from '../ordering/commit';
import { vsizeOf } from '../ordering/pricing';
import { type Etching, etchingScript } from '../ordering/runestone';
import { ordIndexFor } from './indexer';
import { INSCRIPTION_POSTAGE, REVEAL_FEE_RATE } from './inscribe';
import { isReserved, minimumAtHeight, runeLetters, spacedName } from './rune';
import { COMMIT_CONFIRMATIONS } from './runes';

/** Test runes are named this, then a letter or more that makes the name new on the chain. */
export const TEST_RUNE_PREFIX = 'SATCHEL•TEST•RUNE';

/**
 * What a test rune is unless the request says otherwise: two decimals, a premine of 100,000.00
 * to the owner, and open mint terms (100.00 a mint, 1,000 mints), so the ordering service can
 * mint it too.
 */
const TEST_RUNE_DEFAULTS = {
  divisibility: 2,
  symbol: '¤',
  premine: 10_000_000n,
  terms: { amount: 10_000n, cap: 1_000n },
} as const;

export interface EtchRequest {
  address: string;
  /** A spaced name (`•` between letters); a fresh `SATCHEL•TEST•RUNE•…` name when absent. */
  runeName?: string;
  divisibility?: number;
  symbol?: string;
  premine?: bigint;
}

export interface Etched {
  /** `block:tx` of the etching, as ord names the rune. */
  id: string;
  spacedRune: string;
  commitTxid: string;
  revealTxid: string;
}

/** A rune that cannot be etched as asked: the name is taken, locked, reserved or malformed. */
export class EtchError extends Error {}

/** The first `SATCHEL•TEST•RUNE•A`, `…•B`, … `…•AA`, … that nothing on the chain has etched. */
function freshTestRuneName(taken: (value: bigint) => boolean): string {
  for (let n = 0n; ; n++) {
    const name = `${TEST_RUNE_PREFIX}•${runeLetters(n)}`;
    if (!taken(parseRuneName(name).value)) return name;
  }
}

/**
 * Etches as `ord wallet batch` does (ord's runes specification, "Etching"): a commit to a taproot
 * leaf that pushes the rune's commitment, confirmed `COMMIT_CONFIRMATIONS` blocks deep counting
 * the reveal's block, then a reveal spending it through that leaf with the etching runestone. The
 * premine goes to the first output, ord's postage paid to `address` (unallocated runes go to the
 * first non-OP_RETURN output). Both transactions go through normal admission and are mined, so
 * the rune is in the index when this returns.
 */
export function etchRune(node: DevnetNode, request: EtchRequest): Etched {
  const destination = node.scriptFor(request.address);
  const index = ordIndexFor(node.chain);
  index.catchUp();
  const taken = (value: bigint) => index.state.runeByValue.has(value);
  const name = request.runeName ?? freshTestRuneName(taken);
  let parsed: ReturnType<typeof parseRuneName>;
  try {
    parsed = parseRuneName(name);
  } catch (err) {
    throw new EtchError(err instanceof Error ? err.message : String(err));
  }
  const spaced = spacedName(parsed.value, parsed.spacers);
  if (taken(parsed.value)) throw new EtchError(`Rune ${spaced} is already etched.`);
  if (isReserved(parsed.value)) throw new EtchError(`Rune ${spaced} is in ord's reserved range.`);
  // The commit is mined in the next block and the reveal COMMIT_CONFIRMATIONS - 1 blocks later.
  const revealHeight = node.chain.height + COMMIT_CONFIRMATIONS;
  const minimum = minimumAtHeight(revealHeight);
  if (parsed.value < minimum) {
    throw new EtchError(
      `Rune ${spaced} is still locked at block ${revealHeight}: ord accepts names of ${runeLetters(minimum).length + 1} or more letters there.`,
    );
  }

  const etching: Etching = {
    runeName: name,
    divisibility: request.divisibility ?? TEST_RUNE_DEFAULTS.divisibility,
    symbol: request.symbol ?? TEST_RUNE_DEFAULTS.symbol,
    premine: String(request.premine ?? TEST_RUNE_DEFAULTS.premine),
    terms: {
      amount: String(TEST_RUNE_DEFAULTS.terms.amount),
      cap: String(TEST_RUNE_DEFAULTS.terms.cap),
    },
  };
  const outputs = [
    { script: destination, amount: INSCRIPTION_POSTAGE },
    { script: etchingScript(etching), amount: 0n },
  ];
  const key = commitKey(schnorr.utils.randomSecretKey(), parsed.value, node.params);
  const rate = node.policy.minRelayFeeRate > REVEAL_FEE_RATE ? node.policy.minRelayFeeRate : REVEAL_FEE_RATE;
  const vsize = vsizeOf(
    1,
    outputs.map((o) => o.script),
    revealInputVsize(parsed.value),
  );
  const amount = INSCRIPTION_POSTAGE + feeForVsize(rate, vsize);

  const { txid: commitTxid } = node.faucet(key.address, amount, true);
  const commit = node.chain.txs.get(commitTxid)?.tx;
  const keyScript = hex.encode(key.script);
  const vout = commit?.outputs.findIndex((o) => hex.encode(o.script) === keyScript) ?? -1;
  if (vout < 0) throw new Error('the commit transaction does not pay the commit address');
  node.mine(COMMIT_CONFIRMATIONS - 2);
  const { txid: revealTxid } = node.broadcast(
    signCommitSpend(key, [{ txid: commitTxid, vout, value: amount }], outputs, true),
  );
  node.mine(1);
  index.catchUp();
  const id = index.state.runeByValue.get(parsed.value);
  const entry = id === undefined ? undefined : index.state.runes.get(id);
  if (!entry || entry.etching !== revealTxid) {
    throw new Error(`the index did not count ${revealTxid} as the etching of ${spaced}`);
  }
  return { id: entry.id, spacedRune: spaced, commitTxid, revealTxid };
}
