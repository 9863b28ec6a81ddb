/**
 * The devnet's ord-compatible index and JSON API: mount `ordRoutes(node)` next to
 * the Esplora routes and `ordControlRoutes(node)` with the control plane.
 */
export { OrdApi } from './api';
export { OrdIndex, ordIndexFor } from './indexer';
export { INSCRIPTION_POSTAGE, type Inscribed, inscribe, ordControlRoutes } from './inscribe';
export { CONTENT_SECURITY_POLICY, ORD_PREFIX, ordRoutes } from './routes';
