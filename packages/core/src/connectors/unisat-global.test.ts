import { describe, expect, it } from 'vitest';
import { fakeLegacyWallet } from '../../../../test/connectors/fake-unisat-compatible';
import { noStandardWallets } from '../../../../test/connectors/fake-wallets';
import { createBinanceConnector } from '../wallets/binance/connector';
import { createBitgetConnector } from '../wallets/bitget/connector';
import { createUnisatConnector } from '../wallets/unisat/connector';
import type { WalletGlobals } from './globals';
import { listWalletOptions } from './registry';

/**
 * Unisat, Bitget and Binance all write `window.unisat`; only one object survives there, the
 * others keep their own globals (docs/wallet-interfaces.md §3, docs/wallets/bitget.md, binance.md).
 */
const installed = (win: WalletGlobals) =>
  listWalletOptions({ devnet: false, win, standardWallets: noStandardWallets, userAgent: '' })
    .filter((o) => ['unisat', 'bitget', 'binance'].includes(o.id) && o.isInstalled)
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
      ['bitget', bitget],
      ['binance', binanceProxy],
    ];
    for (const [holder, object] of holders) {
      const win: WalletGlobals = {
        unisat: object,
        unisat_wallet: unisat,
        bitkeep: { unisat: bitget },
        binancew3w: { bitcoin: binance },
      };
      expect(installed(win), `window.unisat held by ${holder}`).toEqual(['binance', 'bitget', 'unisat']);
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
    expect(installed({ unisat: bitget })).toEqual(['bitget']);
    expect(installed({ unisat: { ...fakeLegacyWallet(), isBitget: true } })).toEqual(['bitget']);
    expect(installed({ unisat: binanceProxy })).toEqual(['binance']);
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
});
