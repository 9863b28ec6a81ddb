import type { SatchelConfig } from '@satchel/react';

/** The devnet the page reads: its Esplora API, and the sign-in of `npx satchel-devnet`. */
export const DEVNET = import.meta.env.VITE_DEVNET_URL ?? 'http://127.0.0.1:3750';

/**
 * Regtest, with the Satchel Dev Wallet listed in the chooser (`devnet: true`). `VITE_NETWORK=testnet`
 * builds the same page for a testnet devnet, where UniSat, which has no regtest, can connect.
 */
const network = import.meta.env.VITE_NETWORK === 'testnet' ? 'testnet' : 'regtest';

export const SATCHEL: SatchelConfig = {
  network,
  devnet: network === 'regtest',
  connectMessage: 'Connect to the Satchel example',
};
