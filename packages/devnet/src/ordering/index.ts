/**
 * The devnet's runes ordering service. Every devnet serves it: `createDevnet` (devnet/index.ts)
 * mounts `orderingRoutes(node)` on its one HTTP server, among the extra routes matched against
 * the full path after the Esplora and control routes. Routes given through `extraRoutes` come
 * first, so a test can mount its own `OrderingService` instance under the same paths.
 */

export { POSTAGE, SERVICE_FEE } from './pricing';
export { ORDINALS_PREFIX, orderingRoutes } from './routes';
export { OrderingService } from './service';
export { ServiceError } from './service-error';
