// The wallet support matrix, docs/wallet-support.md, made from the family table and the PSBT
// signing rules so it cannot drift (test/wallet-support-doc.test.ts compares; `npm run
// docs:wallets` rewrites it).
import { loadCompat, type Sourced, type VersionRange, type WalletRules } from '@satchel/core/compat';
import { WALLET_FAMILIES, type WalletFamily } from '@satchel/core/wallets/registry/families';
import { FAMILY_FACTS } from '../packages/devwallet/src/families/facts';
import { monthOf } from './wallet-docs';

const { WALLET_RULES } = await loadCompat();

type NamedFamily = (typeof WALLET_FAMILIES)[number];

export const SUPPORT_PAGE = 'docs/wallet-support.md';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function status(family: WalletFamily): string {
  const { status: s } = family;
  if (s.state === 'supported') return `supported (checked ${s.checked})`;
  const steps = (s.steps ?? []).map((step) => `${step.text} from ${step.since}, `).join('');
  return `left Bitcoin web apps (${steps}gone ${s.since}, ${monthOf(s.since)}); an older install may still answer`;
}

function messages(family: WalletFamily): string {
  const { messageProtocols, messageProtocolsByAddressType } = family.capabilities;
  const name = (p: string) => (p === 'ecdsa' ? 'ECDSA' : 'BIP-322');
  if (messageProtocolsByAddressType)
    return Object.entries(messageProtocolsByAddressType)
      .map(([type, protocols]) => `${(protocols ?? []).map(name).join(', ')} (${type})`)
      .join('; ');
  return messageProtocols.length ? messageProtocols.map(name).join(', ') : '—';
}

const sighash = (rules: WalletRules) => rules.sighash.policy;
const scriptPath = (rules: WalletRules) => rules.scriptPath.policy;
const addresses = (rules: WalletRules) => rules.addresses.policy;
const batch = (rules: WalletRules) =>
  rules.batch.prompts === 'one' ? `one prompt (\`${rules.batch.method ?? 'batch'}\`)` : 'one prompt per PSBT';

/**
 * The wallet versions a row holds for: what its rules and its Dev Wallet impersonation were
 * checked against (a real extension's version, a client library's, or the documents' page).
 */
function holdsFor(id: NamedFamily['id'], rules: WalletRules): string {
  const checked = FAMILY_FACTS[id].checkedAgainst ?? '—';
  if (!rules.versions) return checked;
  const range = (v: VersionRange) => `${v.range}${v.since ? ` (${v.since})` : ''}`;
  const earlier = rules.earlier ? `; ${range(rules.earlier.versions)} where the rules below say so` : '';
  return `${range(rules.versions)}${earlier}; checked against ${checked}`;
}

/** One row of the overview. */
function overviewRow(family: NamedFamily): string {
  const rules = WALLET_RULES[family.id];
  return `| [${family.name}](#${family.id}) | ${cell(status(family))} | ${code(FAMILY_FACTS[family.id].signingMethods)} | ${messages(family)} | ${sighash(rules)} | ${scriptPath(rules)} | ${addresses(rules)} | ${batch(rules)} | ${rules.networks.networks.join(', ')} | ${cell(holdsFor(family.id, rules))} |`;
}

const links = (sources: readonly string[]) => sources.map((url) => `<${url}>`).join(' ');

/** The rules a section lists, by their label. */
const RULE_LABELS = [
  ['PSBT format', 'format'],
  ['finalizing', 'finalize'],
  ['sighashes', 'sighash'],
  ['script-path inputs', 'scriptPath'],
  ['several addresses', 'addresses'],
  ['batches', 'batch'],
  ['networks', 'networks'],
  ['rebuilds the PSBT', 'rebuilds'],
] as const;

/** One rule of a wallet's section: what it does, how sure, and where that comes from. */
function ruleRow(label: string, rule: Sourced): string {
  return `| ${label} | ${cell(rule.plain)} | ${rule.certainty} | ${links(rule.sources)} |`;
}

function section(family: NamedFamily): string {
  const rules = WALLET_RULES[family.id];
  const s = family.status;
  const rows = [
    ruleRow('PSBT format', rules.format),
    ruleRow('finalizing', rules.finalize),
    ruleRow('sighashes', rules.sighash),
    ruleRow('script-path inputs', rules.scriptPath),
    ruleRow('several addresses', rules.addresses),
    ruleRow('batches', rules.batch),
    ruleRow('networks', rules.networks),
    ...(rules.rebuilds ? [ruleRow('rebuilds the PSBT', rules.rebuilds)] : []),
  ];
  // An earlier range of versions: only the rules in which it differs, each with its range named.
  const earlier = rules.earlier;
  if (earlier) {
    for (const [label, key] of RULE_LABELS) {
      const rule = earlier[key];
      if (rule) rows.push(ruleRow(`${label}, ${earlier.versions.range}`, rule));
    }
  }
  return [
    `<a id="${family.id}"></a>`,
    '',
    `### ${family.name}`,
    '',
    `- Status: ${status(family)}. Source: <${s.source}>.`,
    `- Wallet methods that sign: ${code(FAMILY_FACTS[family.id].signingMethods)}.`,
    `- Message protocols: ${messages(family)}.`,
    `- Holds for: ${holdsFor(family.id, rules)}.`,
    `- Details: [docs/wallets/](wallets/) and the family's folder, \`packages/core/src/wallets/${family.id}/\`.`,
    '',
    '| rule | what the wallet does | certainty | sources |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The whole page. */
export function supportPage(families: readonly NamedFamily[] = WALLET_FAMILIES): string {
  return [
    '# Wallet support matrix',
    '',
    '<!-- Generated by `npm run docs:wallets` from the family table (packages/core/src/wallets/table.ts)',
    '     and the PSBT signing rules (packages/core/src/wallets/compat/rules.ts); npm test fails when it is stale. -->',
    '',
    'What each wallet Satchel connects does, as its family entry and its PSBT signing rules say. Sighash',
    'policies: `psbt-field` signs with the PSBT input’s own sighash; `allow-list` signs a non-default',
    'sighash only when the request lists it; `unknown` is not documented. Script-path: `key-in-leaf`',
    'signs a leaf that pushes its key, `any-leaf` every leaf, `never` key paths only. Certainty:',
    '`source` (the wallet’s code), `docs`, `issue` (maintainers’ answer) or `inferred` (from a wallet',
    'it says it follows).',
    '',
    '## Overview',
    '',
    '| wallet | status | methods that sign | messages | sighashes | script-path | addresses | batches | networks | holds for |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...families.map(overviewRow),
    '',
    '## Each wallet',
    '',
    families.map(section).join('\n\n'),
    '',
  ].join('\n');
}
