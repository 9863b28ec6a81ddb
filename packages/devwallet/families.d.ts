/**
 * The wallets the Dev Wallet can impersonate. In the repository this is the emulator's own list;
 * `build.ts` writes the packed copy as a plain union of the same names.
 */
export type { Family } from '../../emulator/config';
