import { hydrateRoot } from 'react-dom/client';
import { Page } from './page';

/** Every hydration mismatch React recovers from, for the test to read. */
const recovered: string[] = [];
Object.assign(window, { hydrationErrors: recovered });

const root = document.getElementById('root');
if (root) {
  hydrateRoot(root, <Page esploraUrl={root.dataset.esplora ?? ''} />, {
    onRecoverableError: (error) => recovered.push(error instanceof Error ? error.message : String(error)),
  });
}
