import { formatBtc } from '@satchel/core';
import { shortenAddress, useAccounts, useSatchelQueryClient } from '@satchel/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { en } from '../locales/en-pages';
import { DevnetDown, DevnetRefused, devnetControl } from './devnet-control';

type Action = 'mine' | 'fund' | 'inscribe' | 'etch';

/** What one press of the fund button pays: a spare output, enough for many devnet fees. */
const FUND_SATS = 1_000_000n;

interface Note {
  tone: 'progress' | 'done' | 'error';
  text: string;
  /** Set when the note is about a new asset: the panel links to where it shows. */
  asset?: { inscriptionId?: string; rune?: string };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function failure(error: unknown, origin: string): Note {
  if (error instanceof DevnetDown) return { tone: 'error', text: fill(en.devnet.down, { origin }) };
  if (error instanceof DevnetRefused)
    return { tone: 'error', text: fill(en.devnet.refused, { reason: error.message }) };
  return { tone: 'error', text: en.devnet.failed };
}

/**
 * Devnet only: mine on demand so a person sees a transaction confirm, pay the connected wallet
 * from the faucet (a buyer of a listing needs spare outputs), and give it a test inscription and
 * a test rune (real commit and reveal transactions on the devnet,
 * which its ord index then shows), so the Assets page, transfers and listings can be tried
 * without writing code.
 */
export function DevnetPanel({ explorerBaseUrl }: { explorerBaseUrl: string }) {
  const queryClient = useSatchelQueryClient();
  const { ordinals, payment } = useAccounts();
  const [note, setNote] = useState<Note>();
  const [busy, setBusy] = useState<Action>();
  const control = devnetControl(explorerBaseUrl);
  // Inscriptions and runes belong on the ordinals (taproot) address; a one-address wallet has only one.
  const owner = ordinals ?? payment;

  async function run(action: Action, work: () => Promise<Note>, progress?: string) {
    setBusy(action);
    setNote(progress ? { tone: 'progress', text: progress } : undefined);
    try {
      setNote(await work());
      await queryClient.invalidateQueries();
    } catch (error) {
      setNote(failure(error, control.origin));
    } finally {
      setBusy(undefined);
    }
  }

  const mine = () =>
    run('mine', async () => {
      await control.mine();
      return { tone: 'done', text: fill(en.devnet.mined, { height: await control.tipHeight() }) };
    });

  const fund = (address: string) =>
    run('fund', async () => {
      await control.fund(address, FUND_SATS);
      return {
        tone: 'done',
        text: fill(en.devnet.funded, { amount: formatBtc(FUND_SATS), address: shortenAddress(address) }),
      };
    });

  const inscribe = (address: string) =>
    run(
      'inscribe',
      async () => {
        const text = fill(en.devnet.inscriptionText, { time: new Date().toISOString() });
        const { id } = await control.inscribeText(address, text);
        return {
          tone: 'done',
          text: fill(en.devnet.inscribed, { id: shortenAddress(id), address: shortenAddress(address) }),
          asset: { inscriptionId: id },
        };
      },
      fill(en.devnet.inscribing, { address: shortenAddress(address) }),
    );

  const etch = (address: string) =>
    run(
      'etch',
      async () => {
        const { spacedRune } = await control.etchTestRune(address);
        return {
          tone: 'done',
          text: fill(en.devnet.etched, { rune: spacedRune, address: shortenAddress(address) }),
          asset: { rune: spacedRune },
        };
      },
      fill(en.devnet.etching, { address: shortenAddress(address) }),
    );

  return (
    <aside className="devnet-panel card" aria-label={en.devnet.title} aria-busy={busy !== undefined}>
      <strong>{en.devnet.title}</strong>
      <div className="devnet-actions">
        <button
          type="button"
          className="button small"
          disabled={busy !== undefined}
          onClick={() => void mine()}
          data-testid="devnet-mine"
        >
          {en.devnet.mine}
        </button>
        <button
          type="button"
          className="button small"
          disabled={busy !== undefined || !payment}
          onClick={() => payment && void fund(payment.address)}
          data-testid="devnet-fund"
        >
          {fill(en.devnet.fund, { amount: formatBtc(FUND_SATS) })}
        </button>
        <button
          type="button"
          className="button small"
          disabled={busy !== undefined || !owner}
          onClick={() => owner && void inscribe(owner.address)}
          data-testid="devnet-inscribe"
        >
          {busy === 'inscribe' ? en.devnet.inscribeBusy : en.devnet.inscribe}
        </button>
        <button
          type="button"
          className="button small"
          disabled={busy !== undefined || !owner}
          onClick={() => owner && void etch(owner.address)}
          data-testid="devnet-etch"
        >
          {busy === 'etch' ? en.devnet.etchBusy : en.devnet.etch}
        </button>
      </div>
      {owner ? null : (
        <p className="muted devnet-hint" data-testid="devnet-connect-hint">
          {en.devnet.connectFirst}
        </p>
      )}
      {/* One live region for progress, results and errors, read out as they change. */}
      <p
        className={`devnet-note ${note?.tone === 'error' ? 'error-text' : 'muted'}`}
        data-testid="devnet-note"
        data-tone={note?.tone}
        data-inscription-id={note?.asset?.inscriptionId}
        data-rune={note?.asset?.rune}
        role="status"
      >
        {note?.text}
        {note?.asset ? (
          <>
            {' '}
            <Link href="/assets" data-testid="devnet-assets-link">
              {en.devnet.seeAssets}
            </Link>
          </>
        ) : null}
      </p>
    </aside>
  );
}
