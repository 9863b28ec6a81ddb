import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../../test/connectors/fake-unisat-like';
import { noStandardWallets } from '../../../../../test/connectors/fake-wallets';
import { family as binanceFamily } from '../binance';
import { createBinanceConnector } from '../binance/connector';
import { family as bitgetFamily } from '../bitget';
import { createBitgetConnector } from '../bitget/connector';
import type { WalletGlobals } from '../kit/globals';
import { listWalletOptions } from '../registry/registry';
import { createUnisatConnector } from './connector';

/** The other two writers of `window.unisat`, named by their own family entries. */
const BITGET = bitgetFamily.id;
const BINANCE = binanceFamily.id;

/**
 * Unisat, Bitget and Binance all write `window.unisat`; only one object survives there, the
 * others keep their own globals (docs/wallet-interfaces.md §3, docs/wallets/bitget.md, binance.md).
 */
const installed = (win: WalletGlobals) =>
  listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: '' })
    .filter((o) => ['unisat', BITGET, BINANCE].includes(o.id) && o.isInstalled)
    .map((o) => o.id)
    .sort();

function threeWallets() {
  const unisat = fakeLegacyWallet();
  const bitget = { ...fakeLegacyWallet(), isBitKeep: true };
  const binance = fakeLegacyWallet();
  const binanceProxy = { ...binance, isBinance: true };
  return { unisat, bitget, binance, binanceProxy };
}

describe('window.unisat written by Unisat, Bitget and Binance', () => {
  it('behavior: whoever holds window.unisat, each wallet is found at its own object', async () => {
    const { unisat, bitget, binance, binanceProxy } = threeWallets();
    const holders: [string, Record<string, unknown>][] = [
      ['unisat', unisat],
      [BITGET, bitget],
      [BINANCE, binanceProxy],
    ];
    for (const [holder, object] of holders) {
      const win: WalletGlobals = {
        unisat: object,
        unisat_wallet: unisat,
        bitkeep: { unisat: bitget },
        binancew3w: { bitcoin: binance },
      };
      expect(installed(win), `window.unisat held by ${holder}`).toEqual([BINANCE, BITGET, 'unisat']);
      for (const fake of [unisat, bitget, binance]) fake.calls.length = 0;
      await createUnisatConnector(win).getAccountsSilently({ network: 'mainnet' });
      await createBitgetConnector(win).getAccountsSilently({ network: 'mainnet' });
      expect(unisat.methods()).toEqual(['getAccounts']);
      expect(bitget.methods()).toEqual(['getAccounts']);
      await createBinanceConnector(win).getAccountsSilently({ network: 'mainnet' });
      expect(binance.methods()).toEqual(['getAccounts']);
    }
  });

  it('behavior: a flagged window.unisat alone is its brand, not Unisat', async () => {
    const { bitget, binanceProxy } = threeWallets();
    expect(installed({ unisat: bitget })).toEqual([BITGET]);
    expect(installed({ unisat: { ...fakeLegacyWallet(), isBitget: true } })).toEqual([BITGET]);
    expect(installed({ unisat: binanceProxy })).toEqual([BINANCE]);
    expect(installed({ unisat: fakeLegacyWallet() })).toEqual(['unisat']);

    await createBinanceConnector({ unisat: binanceProxy }).connect({ network: 'mainnet' });
    expect(binanceProxy.methods()).toContain('requestAccounts');
    await expect(
      createUnisatConnector({ unisat: binanceProxy }).connect({ network: 'mainnet' }),
    ).rejects.toThrow('Wallet provider not found.');
    await expect(
      createBitgetConnector({ unisat: binanceProxy }).connect({ network: 'mainnet' }),
    ).rejects.toThrow('Wallet provider not found.');
  });

  it('behavior: a window.unisat written by another wallet is not Unisat', () => {
    const listed = (win: WalletGlobals) =>
      listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: '' });
    expect(listed({ unisat: { isBitKeep: true } }).find((o) => o.id === 'unisat')?.isInstalled).toBe(false);
    expect(
      listed({ unisat: { isBinance: true }, unisat_wallet: {} }).find((o) => o.id === 'unisat')?.isInstalled,
    ).toBe(true);
  });
});
