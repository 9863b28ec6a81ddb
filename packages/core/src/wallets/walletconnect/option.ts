import { monogramIcon } from '../kit/icons';
import type { WalletOption } from '../kit/types';
import { WALLETCONNECT_ID, WALLETCONNECT_NAME } from './options';

/**
 * The chooser's WalletConnect tile: always ready, since it pairs a wallet on another
 * device rather than one installed here; picking it shows the pairing link.
 */
export function walletConnectOption(): WalletOption {
  return {
    id: WALLETCONNECT_ID,
    name: WALLETCONNECT_NAME,
    icon: monogramIcon(WALLETCONNECT_NAME, '#3b99fc'),
    isInstalled: true,
    pairing: true,
  };
}
