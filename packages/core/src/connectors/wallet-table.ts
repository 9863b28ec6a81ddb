import { WALLET_FAMILIES, type WalletFamily } from './families';

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

/** A wallet that withdrew Bitcoin from web apps connects only where an older version still injects it. */
const connect = (family: WalletFamily) =>
  family.withdrawn ? 'older versions only (withdrew Bitcoin from web apps in 2026)' : 'yes';

function send(family: WalletFamily): string {
  const { nativeSend, multiRecipientSend } = family.capabilities;
  if (!nativeSend) return 'app-built PSBT';
  return multiRecipientSend ? 'wallet (many recipients)' : 'wallet';
}

/**
 * The supported-wallets table of README, made from the family table itself so the two cannot
 * drift (a test compares them; `npm run docs:wallets` rewrites README's copy).
 */
export function supportedWalletsTable(families: readonly WalletFamily[] = WALLET_FAMILIES): string {
  const header = [
    '| wallet | id | connect | balance | messages | PSBT | batch PSBT | send | silent reconnect | network switch | phone link |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = families.map((f) => {
    const c = f.capabilities;
    return `| ${f.name} | \`${f.id}\` | ${connect(f)} | ${yes(c.balance)} | ${messages(f)} | yes | ${yes(c.batchSignPsbt)} | ${send(f)} | ${yes(c.silentReconnect)} | ${yes(c.networkSwitch)} | ${yes(f.openIn !== undefined)} |`;
  });
  return [...header, ...rows].join('\n');
}
