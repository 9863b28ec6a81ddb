/**
 * `@satchel/core/internal`: the plumbing Satchel's own packages, tests and benchmarks share (byte
 * readers and writers, HTTP helpers, transaction sighash caches, loopback checks, storage). It is
 * not for apps: unstable, any release may change it without notice (README, "What is stable").
 */

export * from './clients/http';
export * from './connection/storage';
export * from './primitives/bytes';
export * from './primitives/loopback';
export * from './protocol/tx';
export { frozenDevWallet, markDevWallet } from './wallets/kit/dev-wallet-mark';
