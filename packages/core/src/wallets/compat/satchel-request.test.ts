import { describe, expect, it } from 'vitest';
import { listingPsbt, scriptPathPsbt } from '../../../../../test/compat/psbts';
import { SUBJECT } from '../../../../../test/subjects';
import { compatWalletOf, loadCompat } from './index';

const { checkSatchelRequest } = await loadCompat();

const listing = listingPsbt('regtest');
const request = (allowedSighash: number[]) => ({
  psbtBase64: listing.psbtBase64,
  signInputs: { [listing.seller.ordinals.address]: [0] },
  allowedSighash,
  network: 'regtest' as const,
});

describe('checkSatchelRequest: what the PSBT page asks, as each connector sends it', () => {
  it('Unisat-style connectors name every input’s sighash, so Unisat signs the listing', () => {
    const compat = checkSatchelRequest(request([0x00, 0x01]), SUBJECT.injected);
    expect(compat.connected).toMatchObject({ wallet: SUBJECT.injected, signs: 'yes' });
    expect(compat.scriptPathInputs).toEqual([]);
  });

  it('Magic Eden gets a sigHash only when one sighash is allowed; Leather gets the allowed list', () => {
    const loose = checkSatchelRequest(request([0x00, 0x01]));
    const byWallet = (wallet: string) => loose.verdicts.find((v) => v.wallet === wallet);
    expect(byWallet(SUBJECT.standardSatsConnect)?.signs).toBe('no');
    expect(byWallet(SUBJECT.rpc)?.signs).toBe('no');
    const exact = checkSatchelRequest(request([0x83]));
    expect(exact.verdicts.find((v) => v.wallet === SUBJECT.standardSatsConnect)?.signs).toBe('yes');
    expect(exact.verdicts.find((v) => v.wallet === SUBJECT.rpc)?.signs).toBe('yes');
    expect(
      checkSatchelRequest(request([0x01, 0x83])).verdicts.find((v) => v.wallet === SUBJECT.rpc)?.signs,
    ).toBe('yes');
    expect(exact.able.map((v) => v.wallet)).toContain(SUBJECT.satsConnect);
  });

  it('network rules stay out: the connected wallet is on the page’s network already', () => {
    expect(checkSatchelRequest(request([0x83]), SUBJECT.standardSatsConnect).connected?.signs).toBe('yes');
  });

  it('a script-path input beside the wallet’s own: no listed wallet is known to sign all of it', () => {
    const spend = scriptPathPsbt('regtest', { withOwnInput: true });
    const compat = checkSatchelRequest(
      {
        psbtBase64: spend.psbtBase64,
        signInputs: { [spend.owner.payment.address]: [0] },
        allowedSighash: [0x00, 0x01],
        network: 'regtest',
        batch: 2,
      },
      SUBJECT.satsConnect,
    );
    expect(compat.scriptPathInputs).toEqual([1]);
    expect(compat.connected?.refusal).toMatchObject({ words: 'No taproot scripts signed', index: 1 });
    expect(compat.able).toEqual([]);
    const rpc = compat.verdicts.find((v) => v.wallet === SUBJECT.rpc);
    expect(rpc).toMatchObject({ signs: 'some', signedInputs: [0] });
    expect(compat.verdicts.find((v) => v.wallet === SUBJECT.injected)?.notes).toContain(
      'Signs the 2 PSBTs in one prompt (signPsbts).',
    );
  });

  it('leaf scripts on an input at the wallet’s own address do not make it a script path', () => {
    const spend = scriptPathPsbt('regtest');
    const compat = checkSatchelRequest(
      {
        psbtBase64: spend.psbtBase64,
        signInputs: { [spend.address]: [0] },
        allowedSighash: [0x00],
        network: 'regtest',
      },
      SUBJECT.satsConnect,
    );
    expect(compat.connected?.signs).toBe('yes');
  });

  it('maps connected wallet ids onto the rules', () => {
    expect(compatWalletOf(SUBJECT.satsConnect)).toBe(SUBJECT.satsConnect);
    expect(compatWalletOf('devwallet')).toBe('devwallet');
    expect(compatWalletOf('wallet-standard:Satchel Standard Wallet')).toBe('standard');
    expect(compatWalletOf('sats-connect:SomeWallet.BitcoinProvider')).toBeUndefined();
  });
});
