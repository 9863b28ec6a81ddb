import { useInscriptionText } from '@satchel/react';
import { en } from '../locales/en-pages';

interface Inscription {
  id: string;
  number: number;
  contentType: string | undefined;
  contentUrl: string;
}

/**
 * One inscription: images through `<img>` from the indexer's content URL (the CSP lets
 * images come from the indexer only), text shown as text; nothing is executed or inlined.
 */
export function InscriptionCard({
  inscription,
  onSend,
  onList,
}: {
  inscription: Inscription;
  onSend: () => void;
  /** Opens "List for sale" for this inscription. */
  onList: () => void;
}) {
  const type = inscription.contentType ?? '';
  const isImage = type.startsWith('image/') && !type.startsWith('image/svg');
  const isText = type.startsWith('text/') || type.startsWith('application/json');
  const text = useInscriptionText(isText ? inscription.contentUrl : undefined);
  return (
    <li className="card inscription" data-testid={`assets-inscription-${inscription.id}`}>
      {isImage ? (
        <img
          src={inscription.contentUrl}
          alt={`${en.assets.inscription} ${inscription.number}`}
          loading="lazy"
        />
      ) : isText ? (
        <pre className="inscription-text" data-testid="assets-inscription-text">
          {text.data ?? en.loading}
        </pre>
      ) : (
        <p className="muted">{type || en.assets.unknownType}</p>
      )}
      <p className="mono small">
        #{inscription.number} · {inscription.id.slice(0, 12)}…
      </p>
      <div className="row">
        <button type="button" className="button small" onClick={onSend} data-testid="assets-send-inscription">
          {en.assets.send}
        </button>
        <button type="button" className="button small" onClick={onList} data-testid="assets-list-for-sale">
          {en.assets.listForSale}
        </button>
      </div>
    </li>
  );
}
