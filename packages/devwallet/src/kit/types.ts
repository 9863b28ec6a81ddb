/**
 * The Dev Wallet's configuration and scripting surface as a page and a test see them: the types
 * @satchel/devwallet publishes, generated from the Dev Wallet's own source (scripts/pack/devwallet.ts).
 */
export type { BitcoinNetwork } from '@satchel/core/networks';
export type { DetailLine, PendingApproval } from '../approvals';
export type { DevWalletOptions, Family, MetaMaskScope, QuirkName } from '../config';
export type { DevWalletControl } from '../control-api';
export type { DevWalletRequest } from '../request-log';
