/**
 * `@satchel/core/internal`: the plumbing Satchel's own packages, tests and benchmarks share (byte
 * readers and writers, HTTP helpers, transaction sighash caches, loopback checks, storage). It is
 * not for apps: unstable, any release may change it without notice (README, "What is stable").
 */
export * from './bytes';
export { frozenDevWallet, markDevWallet } from './connectors/dev-wallet-mark';
export * from './http';
export * from './loopback';
export * from './storage';
export * from './tx';
