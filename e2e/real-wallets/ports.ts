/**
 * Ports of the real-extension tier, apart from the main suite's (3102+, 3202+, the app port in
 * e2e/ports.ts): each wallet's app build has its devnet's origin baked in, so each devnet has a
 * fixed port.
 */
export const LEATHER_DEVNET_PORT = Number(process.env.SATCHEL_REAL_LEATHER_DEVNET_PORT ?? 3302);
export const UNISAT_DEVNET_PORT = Number(process.env.SATCHEL_REAL_UNISAT_DEVNET_PORT ?? 3303);

/** Where each app build is written (ignored by git and biome, as every `dist-e2e-*`). */
export const LEATHER_APP_DIST = 'dist-e2e-real-regtest';
export const UNISAT_APP_DIST = 'dist-e2e-real-testnet';

export const devnetOrigin = (port: number) => `http://127.0.0.1:${port}`;
