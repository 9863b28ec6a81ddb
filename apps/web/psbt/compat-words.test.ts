import { loadCompat } from '@satchel/core/compat';
import { familyById, WALLET_FAMILIES } from '@satchel/core/connectors';
import { describe, expect, it } from 'vitest';
import { listingPsbt, scriptPathPsbt, singleWithoutOutputPsbt } from '../../../test/compat/psbts';
import { SUBJECT } from '../../../test/subjects';
import { compatWords } from './compat-words';

/** A family's display name, as the page shows it (from the family table). */
const nameOf = (id: string) => familyById(id)?.name ?? `no family ${id}`;

const { checkSatchelRequest, WALLET_RULES } = await loadCompat();

const listing = listingPsbt('regtest');
const listingRequest = {
  psbtBase64: listing.psbtBase64,
  signInputs: { [listing.seller.ordinals.address]: [0] },
  allowedSighash: [0x00, 0x01, 0x83],
  network: 'regtest' as const,
};

describe('the PSBT page’s wallet check, in words', () => {
  it('a wallet that signs: which inputs, with which sighash, and what it answers', () => {
    const signer = SUBJECT.satsConnect;
    const words = compatWords(checkSatchelRequest(listingRequest, signer), nameOf(signer), WALLET_RULES);
    expect(words).toMatchObject({
      tone: 'ok',
      signs: 'yes',
      headline: `${nameOf(signer)} can sign what this PSBT asks.`,
    });
    expect(words.details).toEqual([
      'Inputs 0 (0x83 (SINGLE|ANYONECANPAY)).',
      'It answers with the whole PSBT as base64, not finalized.',
    ]);
  });

  it('a wallet whose versions differ on it: the headline names the later range, a sentence the earlier', () => {
    // The listing's 0x83 not ticked: Leather since leather-io/mono#2667 declines it, earlier Leather signs it.
    const unticked = { ...listingRequest, allowedSighash: [0x00, 0x01] };
    const words = compatWords(checkSatchelRequest(unticked, 'leather'), 'Leather', WALLET_RULES);
    expect(words).toMatchObject({
      tone: 'warning',
      signs: 'no',
      headline: 'Leather 6.74 and later will not sign this PSBT as it is.',
      earlier: 'Leather up to 6.73.x signs it.',
    });
    // Ticked, both ranges sign it: one verdict, no range named.
    const ticked = compatWords(checkSatchelRequest(listingRequest, 'leather'), 'Leather', WALLET_RULES);
    expect(ticked.headline).toBe('Leather can sign what this PSBT asks.');
    expect(ticked.earlier).toBeUndefined();
  });

  it('a wallet that refuses: why, in its words with the source, and who would sign it', () => {
    const refuser = SUBJECT.standardSatsConnect;
    const words = compatWords(checkSatchelRequest(listingRequest, refuser), nameOf(refuser), WALLET_RULES);
    expect(words.headline).toBe(`${nameOf(refuser)} will not sign this PSBT as it is.`);
    expect(words.details[0]).toMatch(
      /^Input 0, 0x83 \(SINGLE\|ANYONECANPAY\): Magic Eden signs a sighash other/,
    );
    expect(words.details).toContain(
      'Satchel passes a sighash on to Magic Eden only when exactly one type is ticked under “Allowed sighash types”.',
    );
    expect(words.words).toMatchObject({
      label: `${nameOf(refuser)} answers:`,
      quoted: true,
      source: 'https://github.com/omnisat/lasereyes-mono/issues/290',
    });
    expect(words.able).toMatch(/^Wallets that can sign all of it: Xverse, Unisat, Leather, OKX/);
    expect(words.able).not.toContain('Phantom');
  });

  it('never offers a wallet that left Bitcoin web apps as one that would sign', () => {
    // A wallet that refuses it, so the page names the ones that would sign.
    const signer = SUBJECT.standardBitcoin;
    // A mainnet listing with its one sighash ticked, which the mainnet-only wallets can sign too.
    const mainnet = listingPsbt('mainnet');
    const request = {
      psbtBase64: mainnet.psbtBase64,
      signInputs: { [mainnet.seller.ordinals.address]: [0] },
      allowedSighash: [0x83],
      network: 'mainnet' as const,
    };
    const words = compatWords(checkSatchelRequest(request, signer), nameOf(signer), WALLET_RULES);
    expect(words.able).toBeDefined();
    const gone = WALLET_FAMILIES.filter((family) => family.status.state === 'withdrawn');
    expect(gone.length).toBeGreaterThan(0);
    for (const family of gone) expect(words.able ?? '').not.toContain(family.name);
  });

  it('SIGHASH_SINGLE with no output at its index: Satchel does not ask, whatever the wallet would do', () => {
    const gone = singleWithoutOutputPsbt('regtest');
    const request = {
      psbtBase64: gone.psbtBase64,
      signInputs: { [gone.seller.ordinals.address]: [1] },
      allowedSighash: [0x00, 0x01, 0x83],
      network: 'regtest' as const,
    };
    const words = compatWords(checkSatchelRequest(request, 'unisat'), nameOf('unisat'), WALLET_RULES);
    expect(words).toMatchObject({ tone: 'warning', signs: 'no' });
    expect(words.words).toMatchObject({
      label: `Satchel does not ask ${nameOf('unisat')} to sign it:`,
      text: 'Input 1 asks SIGHASH_SINGLE but the transaction has no output 1: its signature would let anyone spend it.',
    });
    expect(words.able).toBeUndefined();
  });

  it('no listed wallet: no `able` line, and script-path inputs named', () => {
    const spend = scriptPathPsbt('regtest', { withOwnInput: true });
    const compat = checkSatchelRequest(
      {
        psbtBase64: spend.psbtBase64,
        signInputs: { [spend.owner.payment.address]: [0] },
        allowedSighash: [0x00, 0x01],
        network: 'regtest',
      },
      SUBJECT.rpc,
    );
    const words = compatWords(compat, nameOf(SUBJECT.rpc), WALLET_RULES);
    expect(words).toMatchObject({
      tone: 'warning',
      signs: 'some',
      headline: `${nameOf(SUBJECT.rpc)} will sign only input 0 of it.`,
    });
    expect(words.able).toBeUndefined();
    expect(words.scriptPath).toMatch(/^Input 1 is spent through a taproot script/);
  });

  it('a wallet without rules says so', () => {
    const words = compatWords(checkSatchelRequest(listingRequest), 'Some Wallet', WALLET_RULES);
    expect(words).toMatchObject({
      signs: 'unknown',
      headline: 'Satchel has no signing rules for Some Wallet.',
    });
  });
});
