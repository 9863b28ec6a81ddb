import { emitterShape, MAIN_P2WPKH, PUBKEY } from './fake-wallets';

/**
 * Unit-test double of a Unisat-compatible injected object (Bitget, Binance, Keplr): plain async
 * methods, legacy network names, and whatever rejection value the test scripts. Records each call
 * with its arguments. Not a wallet emulator.
 */
export function fakeLegacyWallet(
  options: {
    address?: string;
    network?: 'livenet' | 'testnet' | 'signet';
    connected?: boolean;
    /** Methods to leave out, as a wallet that lacks them. */
    without?: readonly string[];
    /** `getAccounts`' raw answer when connected (Binance documents a string). */
    accountsAnswer?: (address: string) => unknown;
  } = {},
) {
  let connected = options.connected ?? false;
  let network = options.network ?? 'livenet';
  const address = options.address ?? MAIN_P2WPKH;
  const calls: { method: string; args: unknown[] }[] = [];
  let nextRejection: unknown;
  let hasNextRejection = false;
  const prompt = async <T>(method: string, args: unknown[], value: () => T): Promise<T> => {
    calls.push({ method, args });
    if (hasNextRejection) {
      hasNextRejection = false;
      throw nextRejection;
    }
    return value();
  };
  const methods: Record<string, (...args: never[]) => unknown> = {
    requestAccounts: () =>
      prompt('requestAccounts', [], () => {
        connected = true;
        return [address];
      }),
    getAccounts: () =>
      prompt('getAccounts', [], () =>
        connected ? (options.accountsAnswer ?? ((a: string) => [a]))(address) : [],
      ),
    getPublicKey: () => prompt('getPublicKey', [], () => (connected ? PUBKEY : '')),
    getNetwork: () => prompt('getNetwork', [], () => network),
    switchNetwork: (name: string) =>
      prompt('switchNetwork', [name], () => {
        network = name as typeof network;
        return name;
      }),
    getBalance: () => prompt('getBalance', [], () => ({ confirmed: 1000, unconfirmed: 5, total: 1005 })),
    signMessage: (text: string, type: string) => prompt('signMessage', [text, type], () => `sig:${type}`),
    signPsbt: (hex: string, opts: unknown) => prompt('signPsbt', [hex, opts], () => hex),
    signPsbts: (hexes: string[], opts: unknown) => prompt('signPsbts', [hexes, opts], () => hexes),
    pushPsbt: (hex: string) => prompt('pushPsbt', [hex], () => 'f'.repeat(64)),
    sendBitcoin: (...args: unknown[]) => prompt('sendBitcoin', args, () => 'e'.repeat(64)),
    disconnect: () =>
      prompt('disconnect', [], () => {
        connected = false;
      }),
  };
  for (const name of options.without ?? []) delete methods[name];
  return {
    ...emitterShape(),
    ...methods,
    calls,
    /** The next call rejects with exactly this value. */
    rejectNext(value: unknown) {
      nextRejection = value;
      hasNextRejection = true;
    },
    methods: () => calls.map((c) => c.method),
  };
}
