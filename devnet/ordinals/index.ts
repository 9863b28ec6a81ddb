/**
 * The devnet's runes ordering service (SPEC R8.2, R12), mounted with `createDevnet`'s
 * `extraRoutes` hook: `createDevnet({ extraRoutes: ordinalsPlugin })`.
 */

export { POSTAGE, SERVICE_FEE } from './pricing';
export { ORDINALS_PREFIX, ordinalsRoutes, ordinalsRoutes as ordinalsPlugin } from './routes';
export { OrderingService, ServiceError } from './service';
