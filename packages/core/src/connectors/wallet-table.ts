import { WALLET_FAMILIES, type WalletFamily } from './families';

/**
 * SPEC R26.2: the strongest source each family's behaviour in the suite is checked against. The
 * Dev Wallet's family file says it per behaviour; this is the best of them. A real extension or
 * the wallet's own published code beats its documents.
 */
export const CHECKED_AGAINST: Readonly<Record<string, string>> = {
  xverse: "real code: sats-connect@4.2.1 (Xverse's client)",
  unisat: 'real extension: UniSat 1.7.3; real code: @unisat/wallet-sdk@1.9.0',
  magiceden: 'documents: [provider API](https://docs-wallet.magiceden.io/bitcoin/provider-api-methods)',
  leather: 'real extension: Leather 6.73.4',
  okx: 'real code: @okxweb3/coin-bitcoin@1.2.1 (PSBT signing)',
  bitget:
    'documents: [Bitget Wallet dapp notes](https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md)',
  binance: 'documents: [Bitcoin provider](https://developers.binance.com/docs/binance-w3w/bitcoin-provider)',
  keplr:
    'documents: [Keplr Bitcoin](https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md)',
  phantom: 'documents: [provider API](https://docs.phantom.com/bitcoin/provider-api-reference)',
  oyl: 'documents: [LaserEyes and bigmi connectors](https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts)',
  wizz: 'documents: [provider demo](https://github.com/WizzWallet/wizzwallet-provider-demo)',
  orange: "real code: @orangecrypto/orange-connect@1.2.4 (Orange's client)",
  metamask: 'real code: @metamask/bitcoin-wallet-standard@1.3',
};

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
    '| wallet | id | connect | balance | messages | PSBT | batch PSBT | send | silent reconnect | network switch | phone link | checked against |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = families.map((f) => {
    const c = f.capabilities;
    return `| ${f.name} | \`${f.id}\` | ${connect(f)} | ${yes(c.balance)} | ${messages(f)} | yes | ${yes(c.batchSignPsbt)} | ${send(f)} | ${yes(c.silentReconnect)} | ${yes(c.networkSwitch)} | ${yes(f.openIn !== undefined)} | ${CHECKED_AGAINST[f.id] ?? 'documents'} |`;
  });
  return [...header, ...rows].join('\n');
}
