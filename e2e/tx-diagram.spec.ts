import { addressToScript } from '@satchel/core/psbt';
import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { fundedUtxo } from './flows-psbt-support';
import { connect, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';
import { bands, expectTableMatchesBands, markerIds, mintedRune } from './tx-diagram-support';

/**
 * "What you sign" on the devnet: a send with change, a PSBT moving an inscription
 * beside an OP_RETURN, and a rune transfer, each drawn as bands with markers where the assets are
 * and the same amounts in the table.
 */

walletTest(
  SUBJECT.satsConnect,
  'a send built here: one coin in, the recipient, the change and the fee',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 100_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/send');
    const recipient = freshWallet().payment;
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();

    const diagram = page.getByTestId('send-plan').getByTestId('tx-diagram');
    await expect(diagram).toBeVisible();
    await expect(bands(page, 'input')).toHaveCount(1);
    await expect(bands(page, 'output')).toHaveCount(2);
    await expect(bands(page, 'fee')).toHaveCount(1);
    const fee = await page.getByTestId('send-fee').getAttribute('data-sats');
    await expect(diagram.getByTestId('tx-diagram-input-0')).toHaveAttribute('data-sats', '100000000');
    await expect(diagram.getByTestId('tx-diagram-input-0')).toContainText('yours');
    await expect(diagram.getByTestId('tx-diagram-output-0')).toHaveAttribute('data-sats', '10000000');
    await expect(diagram.getByTestId('tx-diagram-output-0')).toContainText('recipient');
    await expect(diagram.getByTestId('tx-diagram-output-1')).toHaveAttribute(
      'data-sats',
      String(90_000_000 - Number(fee)),
    );
    await expect(diagram.getByTestId('tx-diagram-output-1')).toContainText('change');
    await expect(diagram.getByTestId('tx-diagram-fee')).toHaveAttribute('data-sats', fee ?? '');
    // The index vouched for the coin: nothing to mark.
    expect(await markerIds(diagram)).toEqual([]);
    expect(await expectTableMatchesBands(page)).toBe(4);
    await expect(diagram.getByTestId('tx-diagram-table-output-0')).toContainText(recipient);
  },
);

walletTest(
  SUBJECT.satsConnect,
  'the drawing comes with the review, so the confirm button never moves once shown',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.01');
    await page.getByTestId('fee-normal').check();
    // Where the confirm button is in the very commit that first shows it, before any paint.
    await page.evaluate(() => {
      const seen = window as unknown as { firstSubmitTop?: number };
      new MutationObserver((_, observer) => {
        const submit = document.querySelector('[data-testid="send-submit"]');
        if (!submit) return;
        seen.firstSubmitTop = submit.getBoundingClientRect().top + window.scrollY;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan').getByTestId('tx-diagram')).toBeVisible();
    const first = await page.evaluate(
      () => (window as unknown as { firstSubmitTop?: number }).firstSubmitTop,
    );
    const now = await page
      .getByTestId('send-submit')
      .evaluate((submit) => submit.getBoundingClientRect().top + window.scrollY);
    expect(first).toBeDefined();
    expect(now).toBe(first);
  },
);

walletTest(
  SUBJECT.satsConnect,
  'a PSBT moving an inscription beside an OP_RETURN: the inscription marked where it is and where it lands',
  async ({ page, wallet }) => {
    const inscribed = await devnet.inscribe(wallet.ordinals, 'follow me');
    const coin = await fundedUtxo(wallet.payment, 200_000);
    const reveal = (await (await fetch(`${DEVNET}/api/tx/${inscribed.revealTxid}`)).json()) as {
      vout: { value: number; scriptpubkey: string; scriptpubkey_address?: string }[];
    };
    const vout = reveal.vout.findIndex((o) => o.scriptpubkey_address === wallet.ordinals);
    const postage = BigInt(reveal.vout[vout]?.value ?? 0);
    const ring = deriveKeyRing(wallet.mnemonic, 'regtest');
    const stranger = freshWallet().ordinals;

    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput({
      txid: inscribed.revealTxid,
      index: vout,
      witnessUtxo: { script: ring.ordinals.script, amount: postage },
      tapInternalKey: ring.ordinals.xOnlyPublicKey,
    });
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: ring.payment.script, amount: coin.value },
    });
    tx.addOutput({ script: addressToScript(stranger) as Uint8Array, amount: postage });
    tx.addOutput({ script: Uint8Array.from([0x6a, 0x05, ...new TextEncoder().encode('hello')]), amount: 0n });
    tx.addOutput({ script: ring.payment.script, amount: coin.value - 1_000n });
    const psbt = base64.encode(tx.toPSBT());

    await connect(page, SUBJECT.satsConnect, wallet, '/sign-psbt');
    await page.getByTestId('psbt-input').fill(psbt);
    await page.getByTestId('psbt-validate').click();
    const diagram = page.getByTestId('psbt-summary').getByTestId('tx-diagram');
    await expect(diagram).toBeVisible();
    await expect(bands(page, 'input')).toHaveCount(2);
    await expect(bands(page, 'output')).toHaveCount(3);
    await expect(bands(page, 'fee')).toHaveCount(1);
    // The index answers for the inputs; the inscribed sats land whole on output 0.
    await expect(diagram.getByTestId('tx-diagram-marker-inscription-input-0')).toBeVisible();
    expect(await markerIds(diagram)).toEqual([
      'tx-diagram-marker-inscription-input-0',
      'tx-diagram-marker-inscription-output-0',
    ]);
    await expect(diagram.getByTestId('tx-diagram-marker-inscription-output-0')).toContainText(inscribed.id);
    await expect(diagram.getByTestId('tx-diagram-output-1')).toContainText('OP_RETURN');
    await expect(diagram.getByTestId('tx-diagram-output-1')).toHaveAttribute('data-sats', '0');
    await expect(diagram.getByTestId('tx-diagram-output-2')).toContainText('change');
    await expect(diagram.getByTestId('tx-diagram-fee')).toHaveAttribute('data-sats', '1000');
    expect(await expectTableMatchesBands(page)).toBe(6);
    const table = diagram.getByTestId('tx-diagram-table');
    await expect(table.getByTestId('tx-diagram-table-input-0')).toContainText(`Inscription ${inscribed.id}`);
    await expect(table.getByTestId('tx-diagram-table-output-0')).toContainText(`Inscription ${inscribed.id}`);
    await expect(table.getByTestId('tx-diagram-table-output-1')).toContainText('none');
  },
);

walletTest(
  SUBJECT.satsConnect,
  'a rune transfer built here: the runes where they are, where 40 go and where 60 stay',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 2_000_000, true);
    const rune = await mintedRune(wallet.ordinals, freshWallet().ordinals);
    await connect(page, SUBJECT.satsConnect, wallet, '/assets');
    await page
      .getByTestId(`assets-rune-${rune.replace('•', '')}`)
      .getByTestId('assets-send-rune')
      .click();
    const recipient = freshWallet().ordinals;
    await page.getByTestId('transfer-recipient').fill(recipient);
    await page.getByTestId('transfer-amount').fill('40');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('transfer-review').click();

    const diagram = page.getByTestId('transfer-plan').getByTestId('tx-diagram');
    await expect(diagram).toBeVisible();
    await expect(bands(page, 'input')).toHaveCount(2);
    // Runestone, recipient, the runes' owner, change.
    await expect(bands(page, 'output')).toHaveCount(4);
    await expect(bands(page, 'fee')).toHaveCount(1);
    expect(await markerIds(diagram)).toEqual([
      'tx-diagram-marker-rune-input-0',
      'tx-diagram-marker-rune-output-1',
      'tx-diagram-marker-rune-output-2',
    ]);
    await expect(diagram.getByTestId('tx-diagram-output-0')).toContainText('Runestone');
    await expect(diagram.getByTestId('tx-diagram-marker-rune-output-1')).toContainText(`40 ${rune}`);
    await expect(diagram.getByTestId('tx-diagram-marker-rune-output-2')).toContainText(`60 ${rune}`);
    expect(await expectTableMatchesBands(page)).toBe(7);
    const table = diagram.getByTestId('tx-diagram-table');
    await expect(table.getByTestId('tx-diagram-table-input-0')).toContainText(`100 ${rune}`);
    await expect(table.getByTestId('tx-diagram-table-output-1')).toContainText(recipient);
    await expect(table.getByTestId('tx-diagram-table-output-2')).toContainText(wallet.ordinals);
  },
);
