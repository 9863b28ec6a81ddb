import { verifyMessage } from '@satchel/core/message';
import { hex } from '@scure/base';
import { Verifier } from 'bip322-js';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { mixedPsbt, psbtFrom, ring } from '../../../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../../../test/devwallet/test-page';

/** Unisat's own transport: method names, encodings, and how it fails (the others: families.spec.ts). */
test.use({ devwallet: { autoApprove: true } });

type Call = (...args: unknown[]) => Promise<unknown>;
/** The members this spec touches on the injected object. */
type Any = {
  [K in
    | 'getAccounts'
    | 'requestAccounts'
    | 'getPublicKey'
    | 'getChain'
    | 'signPsbt'
    | 'signMessage'
    | 'disconnect']: Call;
} & {
  on(event: string, handler: (payload: unknown) => void): unknown;
};

test.beforeEach(async ({ page }) => {
  await openTestPage(page);
});

test('unisat arrives late with unisat#initialized, connects, signs hex PSBTs and rejects with {code: 4001}', async ({
  page,
}) => {
  const psbtHex = hex.encode(mixedPsbt().toPSBT());
  const out = await page.evaluate(
    async ({ psbtHex, payment }) => {
      const w = window as unknown as { unisat: Any; unisat_wallet: Any };
      if (!w.unisat)
        await new Promise((resolve) =>
          window.addEventListener('unisat#initialized', resolve, { once: true }),
        );
      const sameObject = w.unisat === w.unisat_wallet;
      const writable = Object.getOwnPropertyDescriptor(window, 'unisat')?.writable;
      const before = await w.unisat.getAccounts();
      const accounts = await w.unisat.requestAccounts();
      const publicKey = await w.unisat.getPublicKey();
      const chain = await w.unisat.getChain();
      const finalized = await w.unisat.signPsbt(psbtHex);
      const partial = await w.unisat.signPsbt(psbtHex, {
        autoFinalized: false,
        toSignInputs: [{ index: 0, address: payment, sighashTypes: [1] }],
      });
      const message = 'unisat message';
      const ecdsa = await w.unisat.signMessage(message);
      const bip322 = await w.unisat.signMessage(message, 'bip322-simple');
      const errors: unknown[] = [];
      for (const attempt of [
        () => w.unisat.signPsbt(psbtHex, { toSignInputs: [{ index: 2, address: 'bcrt1qstranger' }] }),
        () => {
          (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext();
          return w.unisat.signMessage('no');
        },
      ]) {
        try {
          await attempt();
          errors.push('resolved');
        } catch (caught) {
          errors.push({ caught, isError: caught instanceof Error });
        }
      }
      const changes: unknown[] = [];
      w.unisat.on('accountsChanged', (a: unknown) => changes.push(a));
      await w.unisat.disconnect();
      const after = await w.unisat.getAccounts();
      return {
        sameObject,
        writable,
        before,
        accounts,
        publicKey,
        chain,
        finalized,
        partial,
        ecdsa,
        bip322,
        errors,
        changes,
        after,
      };
    },
    { psbtHex, payment: ring.payment.address },
  );
  expect(out.sameObject).toBe(true);
  expect(out.writable).toBe(false);
  expect(out.before).toEqual([]);
  expect(out.accounts).toEqual([ring.payment.address]);
  expect(out.publicKey).toBe(hex.encode(ring.payment.publicKey));
  expect(out.chain).toMatchObject({ network: 'testnet' });
  // autoFinalized defaults to true: the signed input comes back finalized, the others untouched.
  const finalized = psbtFrom(out.finalized as string);
  expect(finalized.getInput(0).finalScriptWitness).toHaveLength(2);
  expect(finalized.getInput(1).tapKeySig).toBeUndefined(); // not the current (p2wpkh) address
  const partial = psbtFrom(out.partial as string);
  expect(partial.getInput(0).partialSig).toHaveLength(1);
  expect(partial.getInput(0).finalScriptWitness).toBeUndefined();
  for (const signature of [out.ecdsa, out.bip322] as string[]) {
    expect(verifyMessage({ address: ring.payment.address, message: 'unisat message', signature }).valid).toBe(
      true,
    );
  }
  expect(Verifier.verifySignature(ring.payment.address, 'unisat message', out.bip322 as string)).toBe(true);
  expect(out.errors[0]).toMatchObject({
    caught: { code: -32602, message: 'invalid address in toSignInput' },
  });
  expect(out.errors[1]).toEqual({
    caught: { code: 4001, message: 'User rejected the request.' },
    isError: false,
  });
  expect(out.changes).toEqual([[]]);
  expect(out.after).toEqual([]);
});
