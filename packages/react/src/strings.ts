/**
 * UI texts. The chooser titles and side-panel texts are fixed, and tests assert them verbatim; the rest
 * may be localised.
 */
export const defaultStrings = {
  chooserTitle: 'Choose wallet to connect',
  chooserBody: 'Pick a wallet below, then confirm the connection in it.',
  noWalletTitle: "Don't have a wallet?",
  noWalletBody: 'Start by installing one of the wallets below.',
  explainerTitle: 'What is a wallet?',
  explainerBody: 'A wallet keeps the keys to your bitcoin and asks you before anything is signed or sent.',
  explainerHint: 'Connect one to see your balance, sign messages and send bitcoin from this app.',
  installTitle: '{wallet} is not installed',
  installBody: 'Install it from your store, then come back and pick it again.',
  getButton: 'Get',
  openingTitle: 'Opening {wallet}...',
  openingBody: 'Confirm the operation in {wallet}',
  installed: 'Installed',
  notInstalled: 'Not installed',
  openIn: 'Open in {wallet}',
  leftBitcoin: '{wallet} left Bitcoin web apps in {month}: an older install may still answer.',
  close: 'Close',
  dialogLabel: 'Connect a wallet',
  connect: 'Connect wallet',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  disconnect: 'Disconnect',
  payment: 'Payment',
  ordinals: 'Ordinals',
  copy: 'Copy {label} address',
  copied: 'Copied',
  switchNetwork: 'Switch wallet to {network}',
  switchingNetwork: 'Switching…',
  phoneWallet: 'Phone',
  pairingTitle: 'Scan with your phone',
  pairingBody: 'Open a Bitcoin wallet app that speaks WalletConnect, scan this code and approve there.',
  pairingPhoneTitle: 'Open your wallet app',
  pairingPhoneBody: 'Pick the app that holds your bitcoin, approve there, then come back here.',
  pairingLink: 'Pairing link',
  copyLink: 'Copy link',
  openWalletApp: 'Another wallet app',
} as const;

export type SatchelStrings = { [K in keyof typeof defaultStrings]: string };

/** Replaces `{wallet}`-style placeholders. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `2026-04-01` → `April 2026`: the same words whatever the browser's locale or time zone. */
export function monthOf(day: string): string {
  const [year, month] = day.split('-');
  const name = MONTHS[Number(month) - 1];
  return name && year ? `${name} ${year}` : day;
}
