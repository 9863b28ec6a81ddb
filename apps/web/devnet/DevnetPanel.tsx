import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { en } from '../locales/en-pages';

/** Devnet only: mine on demand so a person sees a transaction confirm. */
export function DevnetPanel({ explorerBaseUrl }: { explorerBaseUrl: string }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const controlUrl = `${new URL(explorerBaseUrl).origin}/__devnet`;

  async function mine() {
    setBusy(true);
    try {
      // The control header makes this a preflighted CORS call, which the devnet grants only to
      // the app's own origin (its --app-origin), so no other page can mine blocks on it.
      const response = await fetch(`${controlUrl}/mine`, {
        method: 'POST',
        headers: { 'X-Devnet-Control': '1' },
        body: JSON.stringify({ blocks: 1 }),
      });
      if (!response.ok) throw new Error(await response.text());
      const height = await fetch(`${explorerBaseUrl}/blocks/tip/height`).then((r) => r.text());
      setNote(en.devnet.mined.replace('{height}', height.trim()));
      await queryClient.invalidateQueries();
    } catch {
      setNote(en.devnet.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="devnet-panel card" aria-label={en.devnet.title}>
      <strong>{en.devnet.title}</strong>
      <button
        type="button"
        className="button small"
        disabled={busy}
        onClick={() => void mine()}
        data-testid="devnet-mine"
      >
        {en.devnet.mine}
      </button>
      {note ? (
        <span className="muted" data-testid="devnet-note">
          {note}
        </span>
      ) : null}
    </aside>
  );
}
