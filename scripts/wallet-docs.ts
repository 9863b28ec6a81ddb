// The wallet lists of README and of the Dev Wallet's README, made from the family table so they
// cannot drift (test/readme-wallets.test.ts compares; `npm run docs:wallets` rewrites them).
import { WALLET_FAMILIES, type WalletFamily, withdrawnSince } from '@satchel/core/wallets/registry/families';
import { FAMILY_FACTS } from '../packages/devwallet/src/families/facts';

/** A family of the table, its id one the Dev Wallet's facts know. */
type NamedFamily = (typeof WALLET_FAMILIES)[number];

export const START = '<!-- wallets:start (npm run docs:wallets) -->';
export const END = '<!-- wallets:end -->';

const yes = (flag: boolean) => (flag ? 'yes' : '—');

const protocolNames = (protocols: readonly string[]) =>
  protocols.map((p) => (p === 'ecdsa' ? 'ECDSA' : 'BIP-322')).join(', ');

function messages(family: WalletFamily): string {
  const { messageProtocols, messageProtocolsByAddressType } = family.capabilities;
  if (messageProtocols.length === 0) return '—';
  if (!messageProtocolsByAddressType) return protocolNames(messageProtocols);
  return Object.entries(messageProtocolsByAddressType)
    .map(([type, protocols]) => `${protocolNames(protocols ?? [])} (${type})`)
    .join(', ');
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** `2026-04-01` → `April 2026`. */
export const monthOf = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** A wallet that left Bitcoin web apps connects only where an older version still injects it. */
function connect(family: WalletFamily): string {
  const left = withdrawnSince(family);
  return left ? `older versions only (left Bitcoin web apps in ${monthOf(left)})` : 'yes';
}

function send(family: WalletFamily): string {
  const { nativeSend, multiRecipientSend } = family.capabilities;
  if (!nativeSend) return 'app-built PSBT';
  return multiRecipientSend ? 'wallet (many recipients)' : 'wallet';
}

/** README's supported-wallets table, with what each family is checked against. */
export function supportedWalletsTable(families: readonly NamedFamily[] = WALLET_FAMILIES): string {
  const header = [
    '| wallet | id | connect | balance | messages | PSBT | batch PSBT | send | silent reconnect | network switch | phone link | checked against |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = families.map((f) => {
    const c = f.capabilities;
    return `| ${f.name} | \`${f.id}\` | ${connect(f)} | ${yes(c.balance)} | ${messages(f)} | yes | ${yes(c.batchSignPsbt)} | ${send(f)} | ${yes(c.silentReconnect)} | ${yes(c.networkSwitch)} | ${yes(f.openIn !== undefined)} | ${FAMILY_FACTS[f.id].checkedAgainst} |`;
  });
  return [...header, ...rows].join('\n');
}

/** The Dev Wallet README's sentence on the protocols it speaks: every named family, by name. */
export function devWalletProtocols(families: readonly NamedFamily[] = WALLET_FAMILIES): string {
  const names = families.map((f) => {
    const protocol = FAMILY_FACTS[f.id].protocol;
    return protocol ? `${f.name} (${protocol})` : f.name;
  });
  return `It speaks the real injected protocols of ${names.join(', ')} and any Wallet Standard wallet.`;
}

/** The text between a file's wallets markers. */
export function between(text: string): string | undefined {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  return from === -1 || to < from ? undefined : text.slice(from + START.length + 1, to - 1);
}

/** The file's text with `generated` between its wallets markers. */
export function replaceBetween(text: string, generated: string): string {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from === -1 || to < from) throw new Error('no wallets markers');
  return `${text.slice(0, from + START.length)}\n${generated}\n${text.slice(to)}`;
}
