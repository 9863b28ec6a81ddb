import { isSighashSingle, singleWithoutOutputMessage } from '../../protocol/psbt/sighash';
import { BIP143, BIP174, BIP341 } from './sources';
import type { CompatInputFacts, InputVerdict, Refusal, WalletRules } from './types';

/** One input as one wallet treats it, with the refusal that applies when it is not signed. */
export interface InputOutcome {
  verdict: InputVerdict;
  refusal?: Refusal;
}

const DEFAULTS = new Set([0x00, 0x01]);

/** BIP-174 Signer: "If [the sighash] is unacceptable, they must fail". */
const CONFLICT: Refusal = {
  words: 'the request names sighash {sighash} for input {index}, whose PSBT field names another',
  quoted: false,
  source: BIP174,
};

const MISSING: Refusal = { words: 'input {index} does not exist', quoted: false, source: BIP174 };
const FINALIZED: Refusal = { words: 'input {index} is already finalized', quoted: false, source: BIP174 };

/** BIP-174 Signer: a signer signs an input only with a key for what the input spends. */
const notSpentBy = (address: string): Refusal => ({
  words: `${address} does not spend input {index}, so its key cannot sign it`,
  quoted: false,
  source: BIP174,
});

/**
 * BIP-143 "SIGHASH_SINGLE … input index is greater than or equal to the number of outputs": the
 * outputs' hash is zero, so the signature holds for any transaction spending the coin; BIP-341
 * forbids it. Whatever a wallet would do, such an input is never reported as signable.
 */
const GIVES_AWAY: Refusal = { words: singleWithoutOutputMessage('{index}'), quoted: false, source: BIP143 };

function sighashOutcome(rules: WalletRules, input: CompatInputFacts): InputOutcome | number {
  const rule = rules.sighash;
  const named = rule.param ? input.namedSighash : undefined;
  const refused = (sighash: number, refusal: Refusal, why: string): InputOutcome => ({
    verdict: { index: input.index, outcome: 'refused', sighash, reason: 'sighash', why },
    refusal,
  });
  if (named !== undefined && input.psbtSighash !== undefined && named !== input.psbtSighash) {
    return refused(input.psbtSighash, CONFLICT, 'the request and the PSBT name different sighashes');
  }
  if (rule.policy === 'psbt-field') return input.psbtSighash ?? named ?? input.sighash;
  if (rule.policy === 'allow-list') {
    const allowed = named !== undefined ? [named] : rule.defaults[input.taproot ? 'taproot' : 'other'];
    return allowed.includes(input.sighash)
      ? input.sighash
      : refused(input.sighash, rule.refusal, `${rules.name} ${rule.plain}`);
  }
  if (DEFAULTS.has(input.sighash)) return input.sighash;
  return {
    verdict: {
      index: input.index,
      outcome: 'unknown',
      sighash: input.sighash,
      reason: 'sighash',
      why: `${rules.name} ${rule.plain}`,
    },
  };
}

function scriptPathOutcome(rules: WalletRules, input: CompatInputFacts, sighash: number): InputOutcome {
  const signed: InputOutcome = { verdict: { index: input.index, outcome: 'signed', sighash } };
  const leaves = input.scriptPath;
  if (!leaves) return signed;
  const rule = rules.scriptPath;
  const why = `${rules.name} ${rule.plain}`;
  if (rule.policy === 'unknown') {
    return { verdict: { index: input.index, outcome: 'unknown', sighash, reason: 'script-path', why } };
  }
  if (rule.policy === 'any-leaf') return signed;
  if (rule.policy === 'never') {
    return {
      verdict: { index: input.index, outcome: 'refused', sighash, reason: 'script-path', why },
      refusal: rule.refusal,
    };
  }
  if (leaves.keys === 'x-only-key') return signed;
  const outcome = rule.onFailure === 'skips' ? 'skipped' : 'refused';
  return {
    verdict: { index: input.index, outcome, sighash, reason: 'script-path', why },
    refusal: rule.refusal,
  };
}

/** What `rules` make of one requested input: its sighash first, then its leaves, if any. */
export function inputOutcome(rules: WalletRules, input: CompatInputFacts): InputOutcome {
  const fail = (refusal: Refusal, why: string): InputOutcome => ({
    verdict: { index: input.index, outcome: 'refused', sighash: input.sighash, reason: 'input', why },
    refusal,
  });
  if (!input.exists) return fail(MISSING, 'the PSBT has no such input');
  if (input.finalized) return fail(FINALIZED, 'the input is already finalized');
  if (input.spentByAddress === false) {
    return fail(notSpentBy(input.address), `${input.address} does not spend input ${input.index}`);
  }
  const sighash = sighashOutcome(rules, input);
  if (typeof sighash !== 'number') return sighash;
  const outcome = scriptPathOutcome(rules, input, sighash);
  if (outcome.verdict.outcome === 'signed' && isSighashSingle(sighash) && !input.outputAtIndex) {
    return {
      verdict: {
        index: input.index,
        outcome: 'refused',
        sighash,
        reason: 'gives-away',
        why: `${rules.name} would sign it, yet the transaction has no output ${input.index} for SIGHASH_SINGLE to sign: ${
          input.taproot
            ? 'BIP-341 makes such a signature invalid'
            : 'under BIP-143 the signature would let anyone spend the coin'
        }`,
      },
      refusal: input.taproot ? { ...GIVES_AWAY, source: BIP341 } : GIVES_AWAY,
    };
  }
  return outcome;
}
