import { type InputOutcome, inputOutcome } from './input-verdict';
import { refusalWords } from './refusals';
import type { WalletRulesTable } from './rules';
import {
  COMPAT_WALLETS,
  type CompatFacts,
  type CompatReason,
  type CompatWalletId,
  type EarlierRules,
  type Refusal,
  type Sourced,
  type VersionRange,
  type WalletRules,
  type WalletVerdict,
} from './types';

/** A refusal of the whole request, before any input is looked at. */
function requestRefusal(
  rules: WalletRules,
  facts: CompatFacts,
): { refusal: Refusal; reason: CompatReason; why: string } | undefined {
  if (facts.network && !rules.networks.networks.includes(facts.network)) {
    return {
      refusal: rules.networks.refusal,
      reason: 'network',
      why: `${rules.name}: ${rules.networks.plain}`,
    };
  }
  if (rules.rebuilds) {
    return {
      refusal: rules.rebuilds.refusal,
      reason: 'rebuilds',
      why: `${rules.name} ${rules.rebuilds.plain}`,
    };
  }
  if (facts.addresses.length > 1 && rules.addresses.policy === 'one') {
    return {
      refusal: rules.addresses.refusal,
      reason: 'addresses',
      why: `${rules.name} ${rules.addresses.plain}`,
    };
  }
  return undefined;
}

/** The rules a verdict consulted, for its sources and for the notes on inferred ones. */
function consulted(rules: WalletRules, facts: CompatFacts): Sourced[] {
  const list: Sourced[] = [rules.format, rules.finalize, rules.sighash, rules.batch];
  if (facts.inputs.some((input) => input.scriptPath)) list.push(rules.scriptPath);
  if (facts.addresses.length > 1) list.push(rules.addresses);
  if (facts.network) list.push(rules.networks);
  if (rules.rebuilds) list.push(rules.rebuilds);
  return list;
}

function notesFor(rules: WalletRules, facts: CompatFacts): string[] {
  const notes: string[] = [];
  const caution = rules.networks.caution;
  if (
    caution &&
    facts.network === caution.network &&
    facts.inputs.some((i) => i.taproot === caution.taproot)
  ) {
    notes.push(`${caution.text} (${caution.source})`);
  }
  if (rules.withdrawn) notes.push(`${rules.withdrawn.text} (${rules.withdrawn.source})`);
  if (facts.batch > 1) {
    notes.push(
      rules.batch.prompts === 'one'
        ? `Signs the ${facts.batch} PSBTs in one prompt (${rules.batch.method}).`
        : `Asks once per PSBT: ${facts.batch} prompts.`,
    );
  }
  if (consulted(rules, facts).some((rule) => rule.certainty === 'inferred')) {
    notes.push(`Some of these rules are inferred, not verified on ${rules.name}.`);
  }
  return notes;
}

/** Why nobody can tell what the wallet does with an input, with the rule's first source. */
function unknowns(rules: WalletRules, outcomes: InputOutcome[]): string[] {
  return outcomes
    .filter((o) => o.verdict.outcome === 'unknown')
    .map((o) => {
      const rule = o.verdict.reason === 'script-path' ? rules.scriptPath : rules.sighash;
      return `Input ${o.verdict.index}: ${o.verdict.why} (${rule.sources[0]}).`;
    });
}

function overall(outcomes: InputOutcome[]): WalletVerdict['signs'] {
  const count = (o: InputOutcome['verdict']['outcome']) =>
    outcomes.filter((x) => x.verdict.outcome === o).length;
  if (count('refused') > 0) return 'no';
  if (count('unknown') > 0) return 'unknown';
  if (count('skipped') === 0) return 'yes';
  return count('signed') > 0 ? 'some' : 'no';
}

/** What one range of a wallet's versions would do with the request, from that range's rules. */
function verdictOf(wallet: CompatWalletId, rules: WalletRules, facts: CompatFacts): WalletVerdict {
  const whole = requestRefusal(rules, facts);
  const outcomes: InputOutcome[] = facts.inputs.map((input) =>
    whole
      ? {
          verdict: {
            index: input.index,
            outcome: 'refused',
            sighash: input.sighash,
            reason: whole.reason,
            why: whole.why,
          },
          refusal: whole.refusal,
        }
      : inputOutcome(rules, input),
  );
  const signs = overall(outcomes);
  const blocking = outcomes.find((o) => o.verdict.outcome === 'refused' || o.verdict.outcome === 'skipped');
  const refusal = blocking?.refusal;
  return {
    wallet,
    name: rules.name,
    signs,
    inputs: outcomes.map((o) => o.verdict),
    signedInputs:
      signs === 'no'
        ? []
        : outcomes.filter((o) => o.verdict.outcome === 'signed').map((o) => o.verdict.index),
    format: { encoding: rules.format.output, returns: rules.format.returns },
    finalized: signs !== 'no' && signs !== 'unknown' && rules.finalize.byDefault === 'signed-inputs',
    ...(refusal && blocking?.verdict.reason
      ? {
          refusal: {
            words: refusalWords(refusal, blocking.verdict),
            quoted: refusal.quoted,
            source: refusal.source,
            reason: blocking.verdict.reason,
            ...(whole ? {} : { index: blocking.verdict.index }),
            skips: blocking.verdict.outcome === 'skipped',
          },
        }
      : {}),
    batch: { prompts: rules.batch.prompts, ...(rules.batch.method ? { method: rules.batch.method } : {}) },
    notes: [...unknowns(rules, outcomes), ...notesFor(rules, facts)],
    sources: [
      ...new Set([
        ...consulted(rules, facts).flatMap((rule) => rule.sources),
        ...(refusal ? [refusal.source] : []),
      ]),
    ],
  };
}

/** The rules of the wallet's earlier versions: the later ones, with what differs replaced. */
function earlierRules(rules: WalletRules, earlier: EarlierRules): WalletRules {
  const { versions: _range, ...differs } = earlier;
  const { versions: _later, earlier: _earlier, ...later } = rules;
  return { ...later, ...differs };
}

/** Two ranges treat the request alike: the same answer, the same inputs signed with the same sighash. */
function alike(a: WalletVerdict, b: WalletVerdict): boolean {
  const inputs = (v: WalletVerdict) =>
    v.inputs.map((i) => `${i.index}:${i.outcome}:${i.sighash}:${i.reason}`);
  return a.signs === b.signs && inputs(a).join() === inputs(b).join();
}

const named = (range: VersionRange) => (range.since ? `${range.range} (${range.since})` : range.range);

/**
 * What one wallet would do with the request described by `facts`, from its rules (rules.ts): the
 * verdict of the versions the rules hold for, with `versions` and the earlier range's verdict
 * (`earlier`) only when that range treats the request otherwise.
 */
export function evaluateWallet(
  table: WalletRulesTable,
  wallet: CompatWalletId,
  facts: CompatFacts,
): WalletVerdict {
  const rules: WalletRules = table[wallet];
  const latest = verdictOf(wallet, rules, facts);
  if (!rules.earlier || !rules.versions) return latest;
  const before = verdictOf(wallet, earlierRules(rules, rules.earlier), facts);
  if (alike(latest, before)) return latest;
  const bound = [rules.versions.source, rules.earlier.versions.source].filter((s): s is string => !!s);
  return {
    ...latest,
    versions: rules.versions.range,
    notes: [...latest.notes, `These rules hold for ${rules.name} ${named(rules.versions)}.`],
    sources: [...new Set([...latest.sources, ...bound])],
    earlier: {
      ...before,
      versions: rules.earlier.versions.range,
      notes: [...before.notes, `These rules hold for ${rules.name} ${named(rules.earlier.versions)}.`],
      sources: [...new Set([...before.sources, ...bound])],
    },
  };
}

/** Every wallet's verdict on one request, in COMPAT_WALLETS order. */
export function evaluateAllWallets(table: WalletRulesTable, facts: CompatFacts): WalletVerdict[] {
  return COMPAT_WALLETS.map((wallet) => evaluateWallet(table, wallet, facts));
}
