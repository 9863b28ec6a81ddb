/**
 * The devnet's ord-compatible index and JSON API: mount `ordRoutes(node)` next to
 * the Esplora routes and `ordControlRoutes(node)` with the control plane.
 */
export { OrdApi } from './api';
export { ordControlRoutes } from './control';
export { EtchError, type Etched, etchRune, TEST_RUNE_PREFIX } from './etch';
export { OrdIndex, ordIndexFor } from './indexer';
export { INSCRIPTION_POSTAGE, type Inscribed, inscribe } from './inscribe';
export { CONTENT_SECURITY_POLICY, ORD_PREFIX, ordRoutes } from './routes';
