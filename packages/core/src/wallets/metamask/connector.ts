import { Errors } from '../../primitives/errors';
import { findMetaMaskStandard, type StandardWalletSource } from '../kit/standard-wallets';
import type { Connector } from '../kit/types';
import { createBitcoinFeatureConnector } from '../kit/wallet-standard';

/**
 * MetaMask's Bitcoin through the wallet `@metamask/bitcoin-wallet-standard` registers
 * (docs/wallets/metamask.md): the Bitcoin Standard's own features, never its `sats-connect:`
 * provider. One payment account (p2wpkh); its networks are the package's CAIP-2 scopes.
 */
export function createMetaMaskConnector(standard: StandardWalletSource | undefined): Connector {
  const wallet = findMetaMaskStandard(standard);
  if (!wallet) throw Errors.providerNotFound('metamask');
  return createBitcoinFeatureConnector('metamask', wallet, {
    purposes: ['payment'],
    networks: ['mainnet', 'testnet', 'testnet4', 'regtest'],
    // MetaMask offers no Bitcoin test network and opens a mainnet session.
    mainnetOnly: true,
    // The account signs with bip322-js `Signer.sign` (snap-bitcoin-wallet, AccountUseCases `signMessage`).
    messageProtocols: ['bip322'],
  });
}
