import { expect, test } from '../../../../../test/devwallet/fixture';
import { openTestPage } from '../../../../../test/devwallet/test-page';
import { DEFAULT_MNEMONIC } from '../../config';
import { deriveKeyRing } from '../../keys';

/**
 * Magic Eden's one Bitcoin provider event as its docs give it
 * (https://docs-wallet.magiceden.io/bitcoin/provider-events): `accountsChanged` with the new
 * account's `{address, purpose}` list as the listener's argument, heard through `addListener`
 * (bigmi) or `on`, and no longer once `removeListener` takes the listener off.
 */
test.use({ devwallet: { autoApprove: true, impersonate: ['magiceden'] } });

type Listener = (payload: unknown) => void;
type MagicEden = Record<'addListener' | 'on' | 'removeListener', (event: string, cb: Listener) => unknown> & {
  connect(token: string): Promise<unknown>;
};
type W = { magicEden: { bitcoin: MagicEden }; satchelDevWallet: { setAccount(index: number): void } };

test('accountsChanged names the new account to a connected site only, and removeListener stops it', async ({
  page,
}) => {
  await openTestPage(page);
  const heard = await page.evaluate(async () => {
    const w = window as unknown as W;
    const me = w.magicEden.bitcoin;
    const seen: { via: string; payload: unknown; returned?: unknown }[] = [];
    const viaAdd: Listener = (payload) => seen.push({ via: 'addListener', payload });
    const viaOn: Listener = (payload) => seen.push({ via: 'on', payload });
    const returned = me.addListener('accountsChanged', viaAdd);
    me.on('accountsChanged', viaOn);
    w.satchelDevWallet.setAccount(2); // not connected yet: nothing is told
    const enc = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    await me.connect(`${enc({ typ: 'JWT', alg: 'none' })}.${enc({ purposes: ['payment', 'ordinals'] })}.`);
    w.satchelDevWallet.setAccount(1);
    me.removeListener('accountsChanged', viaAdd);
    me.removeListener('accountsChanged', viaOn);
    w.satchelDevWallet.setAccount(0); // both listeners removed: not recorded
    return { seen, returned };
  });
  const account = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet', 1);
  const payload = [
    { address: account.payment.address, purpose: 'payment' },
    { address: account.ordinals.address, purpose: 'ordinals' },
  ];
  expect(heard.returned).toBeUndefined();
  expect(heard.seen).toEqual([
    { via: 'addListener', payload },
    { via: 'on', payload },
  ]);
});
