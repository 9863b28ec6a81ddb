import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MNEMONIC, type DevWalletOptions, resolveConfig } from './config';
import { createBitget } from './families/bitget';
import { createKeplrBitcoin } from './families/keplr';
import { installWizz } from './families/wizz';
import { deriveKeyRing } from './keys';
import { DevWallet } from './wallet';

/**
 * Keplr, Bitget and Wizz against a stand-in ord index holding 21 inscriptions on the wallet's
 * address: each answers `getInscriptions` in its own shape, Keplr checks `sendBitcoin` and the
 * page bounds as its background does (chainapsis/keplr-wallet v0.12.309), and Wizz names no
 * testnet4 (@wizz-btc/provider 0.2.14).
 */

type Call = (...args: unknown[]) => Promise<unknown>;
type Provider = Record<string, Call>;

const ESPLORA = 'http://127.0.0.1:3999/api';
const ORD = 'http://127.0.0.1:3999/ord';
const PAY = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest').payment.address;
const OTHER = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 9).payment.address;
const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const REVEAL = 'ab'.repeat(32);
/** The transaction whose outputs hold the inscriptions now (they moved since their reveal). */
const HELD = 'cd'.repeat(32);
const IDS = Array.from({ length: 21 }, (_, n) => `${REVEAL}i${n}`);

/** ord's JSON API for PAY's inscriptions: inscription n sits on output n of HELD. */
function ordAnswer(url: string): Response {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  if (url === `${ORD}/address/${PAY}`) return json({ inscriptions: IDS });
  const n = IDS.indexOf(url.slice(`${ORD}/inscription/`.length));
  if (n < 0) return new Response('not found', { status: 404 });
  return json({
    id: IDS[n],
    number: n,
    address: PAY,
    content_length: 5,
    content_type: 'text/plain',
    height: 110 + n,
    satpoint: `${HELD}:${n}:0`,
    timestamp: 1_700_000_000 + n,
    value: 546,
  });
}

function devWallet(options: DevWalletOptions = {}): DevWallet {
  vi.stubGlobal('fetch', async (input: string | URL) => ordAnswer(String(input)));
  return new DevWallet(
    resolveConfig({ mnemonic: DEFAULT_MNEMONIC, esploraUrl: ESPLORA, autoApprove: true, ...options }),
  );
}

/** The entry Unisat-style wallets list for inscription `n` (Unisat's `getInscriptions` item). */
const unisatEntry = (n: number) => ({
  inscriptionId: IDS[n],
  inscriptionNumber: n,
  address: PAY,
  outputValue: 546,
  preview: `${ORD}/preview/${IDS[n]}`,
  content: `${ORD}/content/${IDS[n]}`,
  contentLength: 5,
  contentType: 'text/plain',
  timestamp: 1_700_000_000 + n,
  genesisTransaction: REVEAL,
  location: `${HELD}:${n}:0`,
  output: `${HELD}:${n}`,
  offset: 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keplr getInscriptions (keyring-bitcoin/service.ts v0.12.309)', () => {
  it('asks the permission first, then lists one page; total is the page length', async () => {
    const wallet = devWallet();
    const keplr = createKeplrBitcoin(wallet) as Provider;
    const first = (await keplr.getInscriptions?.()) as { total: number; list: unknown[] };
    expect(wallet.permissions.has('keplr')).toBe(true);
    // 21 inscriptions, 20 by default: Keplr's `total` is `list.length`.
    expect(first.total).toBe(20);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toEqual({
      id: IDS[0],
      inscriptionId: IDS[0],
      content: `${ORD}/content/${IDS[0]}`,
      number: 0,
      address: PAY,
      contentType: 'text/plain',
      output: `${HELD}:0`,
      location: `${HELD}:0:0`,
      // Keplr takes the txid of the satpoint, where the inscription is now, not its reveal.
      genesisTransaction: HELD,
      height: 110,
      preview: `${ORD}/preview/${IDS[0]}`,
      outputValue: 546,
      offset: 0,
    });
    expect(await keplr.getInscriptions?.(20, 20)).toMatchObject({ total: 1, list: [{ number: 20 }] });
  });

  it('refuses an offset off the 20-grid and a limit outside 20–2000, after the permission', async () => {
    const wallet = devWallet();
    const keplr = createKeplrBitcoin(wallet) as Provider;
    const refusal = (message: string) => expect.objectContaining({ message });
    await expect(keplr.getInscriptions?.(10)).rejects.toEqual(refusal('offset must be a multiple of 20'));
    expect(wallet.permissions.has('keplr')).toBe(true);
    await expect(keplr.getInscriptions?.(-20)).rejects.toEqual(
      refusal('offset must be greater than or equal to 0'),
    );
    await expect(keplr.getInscriptions?.(0, 10)).rejects.toEqual(
      refusal('limit must be between 20 and 2000'),
    );
    await expect(keplr.getInscriptions?.(0, 2001)).rejects.toBeInstanceOf(Error);
    await expect(keplr.getInscriptions?.(0, 2000)).resolves.toMatchObject({ total: 21 });
  });
});

describe('keplr sendBitcoin (messages.ts, service.ts v0.12.309)', () => {
  it('needs `to` and `amount` before the permission, then a valid address and at least 546 sats', async () => {
    const wallet = devWallet();
    const send = vi.spyOn(wallet, 'sendTransfer').mockResolvedValue('f'.repeat(64));
    const keplr = createKeplrBitcoin(wallet) as Provider;
    const refusal = (message: string) => expect.objectContaining({ message });
    await expect(keplr.sendBitcoin?.('', 1000)).rejects.toEqual(refusal('to is not set'));
    await expect(keplr.sendBitcoin?.(OTHER, 0)).rejects.toEqual(refusal('amount is not set'));
    expect(wallet.permissions.has('keplr')).toBe(false);
    await expect(keplr.sendBitcoin?.(MAINNET_ADDRESS, 1000)).rejects.toEqual(
      refusal('Invalid parameters: must provide a valid to address.'),
    );
    expect(wallet.permissions.has('keplr')).toBe(true);
    await expect(keplr.sendBitcoin?.(OTHER, '1000')).rejects.toEqual(
      refusal('Invalid parameters: must provide an amount as number.'),
    );
    await expect(keplr.sendBitcoin?.(OTHER, 545)).rejects.toEqual(
      refusal('Invalid parameters: must provide an amount greater than 546.'),
    );
    expect(send).not.toHaveBeenCalled();
    // 546 itself passes: the test is `amount < 546`.
    await expect(keplr.sendBitcoin?.(OTHER, 546)).resolves.toBe('f'.repeat(64));
    expect(send.mock.calls[0]?.[2]).toEqual([{ address: OTHER, amount: 546n }]);
  });

  it("takes the test networks' tb1 addresses on testnet, not regtest's", async () => {
    const wallet = devWallet({ network: 'testnet' });
    vi.spyOn(wallet, 'sendTransfer').mockResolvedValue('f'.repeat(64));
    const keplr = createKeplrBitcoin(wallet) as Provider;
    const testnetAddress = deriveKeyRing(DEFAULT_MNEMONIC, 'testnet', 9).payment.address;
    await expect(keplr.sendBitcoin?.(testnetAddress, 600)).resolves.toBe('f'.repeat(64));
    await expect(keplr.sendBitcoin?.(OTHER, 600)).rejects.toMatchObject({
      message: 'Invalid parameters: must provide a valid to address.',
    });
  });
});

describe('bitget getInscriptions (UniSat protocol)', () => {
  it('refuses before connecting, then answers {total, list} of Unisat entries', async () => {
    const bitget = createBitget(devWallet()) as Provider;
    await expect(bitget.getInscriptions?.(0, 20)).rejects.toEqual({
      code: -32603,
      message: 'not authorized',
    });
    await bitget.requestAccounts?.();
    const page = (await bitget.getInscriptions?.(0, 20)) as { total: number; list: unknown[] };
    expect(page.total).toBe(21);
    expect(page.list).toHaveLength(20);
    expect(page.list[0]).toEqual(unisatEntry(0));
    expect(await bitget.getInscriptions?.(20, 20)).toEqual({ total: 21, list: [unisatEntry(20)] });
  });
});

describe('wizz (@wizz-btc/provider 0.2.14)', () => {
  function wizzOn(options: DevWalletOptions = {}): { wizz: Provider; wallet: DevWallet } {
    const wallet = devWallet(options);
    const win = {} as { wizz?: Provider };
    vi.stubGlobal('window', win);
    installWizz(wallet);
    if (!win.wizz) throw new Error('no window.wizz');
    return { wizz: win.wizz, wallet };
  }

  it('getInscriptions(cursor, size): Unisat entries, each with its utxo', async () => {
    const { wizz } = wizzOn();
    const page = (await wizz.getInscriptions?.(0, 20)) as { total: number; list: unknown[] };
    expect(page.total).toBe(21);
    expect(page.list).toHaveLength(20);
    expect(page.list[3]).toEqual({
      ...unisatEntry(3),
      utxo: { txid: HELD, vout: 3, index: 3, value: 546, confirmed: true },
    });
  });

  it('names no testnet4: a testnet4 chain reads as testnet and switching there is refused', async () => {
    const { wizz, wallet } = wizzOn({ network: 'testnet4' });
    expect(await wizz.getNetwork?.()).toBe('testnet');
    await expect(wizz.switchNetwork?.('testnet4')).rejects.toEqual({
      code: -32602,
      message: 'Unknown network testnet4',
    });
    expect(wallet.network).toBe('testnet4');
    expect(await wizz.switchNetwork?.('signet')).toBe('signet');
    expect(await wizz.switchNetwork?.('mainnet')).toBe('livenet');
    expect(wallet.network).toBe('mainnet');
  });
});
