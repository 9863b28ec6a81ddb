import type { CompatWalletId, SatchelCompat, WalletRules, WalletVerdict } from '@satchel/core/compat';
import { familyById } from '@satchel/core/connectors';
import { describeSighash } from '@satchel/core/psbt';
import { enCompat } from '../locales/en-compat';

/** What the check says, as sentences: a headline, the reasons, the wallet's words, the others. */
export interface CompatWords {
  tone: 'ok' | 'warning';
  /** The connected wallet's verdict (`yes`, `no`, `some`, `unknown`), or `unknown` without rules. */
  signs: WalletVerdict['signs'];
  headline: string;
  details: string[];
  /** The connected wallet's refusal in its words (`quoted`) or described, with where that comes from. */
  words?: { label: string; text: string; quoted: boolean; source: string };
  /** When the connected wallet does not sign all of it: the others that do, or undefined when none does. */
  able?: string;
  scriptPath?: string;
  /** When the wallet's versions differ on this PSBT: what its earlier versions do (the headline names the later ones). */
  earlier?: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const list = (items: readonly (string | number)[]) => items.join(', ');

/**
 * The wallets a person can install: the Dev Wallet, the generic Wallet Standard row and wallets
 * that left Bitcoin web apps (their family's status, or their rules, say so) are left out.
 */
const isListed = (wallet: CompatWalletId, rules: Readonly<Record<CompatWalletId, WalletRules>>) =>
  wallet !== 'devwallet' &&
  wallet !== 'standard' &&
  rules[wallet].withdrawn === undefined &&
  familyById(wallet)?.status.state !== 'withdrawn';

/** One sentence per reason an input is not signed; a reason of the whole request once. */
function reasons(verdict: WalletVerdict): string[] {
  const out = new Set<string>();
  for (const input of verdict.inputs) {
    if (input.outcome === 'signed' || !input.why) continue;
    const whole = input.reason === 'addresses' || input.reason === 'rebuilds' || input.reason === 'network';
    out.add(
      whole
        ? fill(enCompat.requestReason, { why: input.why })
        : fill(enCompat.inputReason, {
            index: input.index,
            sighash: describeSighash(input.sighash),
            why: input.why,
          }),
    );
  }
  return [...out];
}

/** The wallet's name, with the range of its versions when its ranges treat the PSBT otherwise. */
const walletName = (verdict: WalletVerdict) =>
  verdict.versions ? `${verdict.name} ${verdict.versions}` : verdict.name;

function headline(verdict: WalletVerdict): string {
  const wallet = walletName(verdict);
  if (verdict.signs === 'yes') return fill(enCompat.canSign, { wallet });
  if (verdict.signs === 'some') return fill(enCompat.some, { wallet, inputs: list(verdict.signedInputs) });
  if (verdict.signs === 'unknown') return fill(enCompat.unknown, { wallet });
  return fill(enCompat.cannot, { wallet });
}

function answer(verdict: WalletVerdict): string {
  const { encoding, returns } = verdict.format;
  if (returns === 'signatures') return fill(enCompat.answersSignatures, { encoding });
  return fill(enCompat.answers, {
    encoding,
    finalized: verdict.finalized ? enCompat.finalized : enCompat.notFinalized,
  });
}

/** What the wallet's earlier versions do, in one sentence naming their range. */
function earlierWords(verdict: WalletVerdict): string | undefined {
  const before = verdict.earlier;
  if (!before) return undefined;
  const wallet = walletName(before);
  if (before.signs === 'yes') return fill(enCompat.earlierSigns, { wallet });
  if (before.signs === 'some')
    return fill(enCompat.earlierSome, { wallet, inputs: list(before.signedInputs) });
  if (before.signs === 'unknown') return fill(enCompat.earlierUnknown, { wallet });
  return fill(enCompat.earlierCannot, { wallet });
}

/** The others that sign all of it, by name, or undefined. */
function ableWallets(
  compat: SatchelCompat,
  rules: Readonly<Record<CompatWalletId, WalletRules>>,
  except?: CompatWalletId,
): string | undefined {
  const names = compat.able
    .filter((v) => isListed(v.wallet, rules) && v.wallet !== except)
    .map((v) => v.name);
  return names.length > 0 ? fill(enCompat.able, { wallets: list(names) }) : undefined;
}

/**
 * In plain words: whether the connected wallet (`connectedName`, its verdict in
 * `compat.connected` when its rules are known) signs what the PSBT asks, why not, in its words,
 * and which listed wallets would.
 */
export function compatWords(
  compat: SatchelCompat,
  connectedName: string,
  rules: Readonly<Record<CompatWalletId, WalletRules>>,
): CompatWords {
  const verdict = compat.connected;
  const able = ableWallets(compat, rules, verdict?.wallet);
  const scriptPath =
    compat.scriptPathInputs.length > 0
      ? fill(enCompat.scriptPath, { inputs: list(compat.scriptPathInputs) })
      : undefined;
  const earlier = verdict ? earlierWords(verdict) : undefined;
  const common = { ...(scriptPath ? { scriptPath } : {}), ...(earlier ? { earlier } : {}) };
  if (!verdict) {
    return {
      tone: 'warning',
      signs: 'unknown',
      headline: fill(enCompat.noRules, { wallet: connectedName }),
      details: [],
      ...(able ? { able } : {}),
      ...common,
    };
  }
  const signed = verdict.signedInputs.map((index) => {
    const input = verdict.inputs.find((i) => i.index === index);
    return `${index} (${describeSighash(input?.sighash ?? 0x01)})`;
  });
  if (verdict.signs === 'yes') {
    return {
      tone: 'ok',
      signs: 'yes',
      headline: headline(verdict),
      details: [fill(enCompat.inputs, { inputs: list(signed) }), answer(verdict)],
      ...common,
    };
  }
  const details = reasons(verdict);
  const param = rules[verdict.wallet].sighash.param;
  if (param?.satchel === 'one-allowed' && verdict.refusal?.reason === 'sighash') {
    details.push(fill(enCompat.oneAllowed, { wallet: verdict.name }));
  }
  const refusal = verdict.refusal;
  return {
    tone: 'warning',
    signs: verdict.signs,
    headline: headline(verdict),
    details,
    ...(refusal
      ? {
          words: {
            label: fill(
              refusal.reason === 'gives-away'
                ? enCompat.givesAway
                : refusal.quoted
                  ? enCompat.says
                  : enCompat.does,
              { wallet: verdict.name },
            ),
            text: refusal.words,
            quoted: refusal.quoted,
            source: refusal.source,
          },
        }
      : {}),
    ...(able ? { able } : {}),
    ...common,
  };
}
