import type { SatchelError } from '../primitives/errors';
import { ConnectionErrors as Errors } from '../primitives/errors/connection-errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Account, ConnectorCapabilities } from '../wallets/kit/types';

type Family = 'mainnet' | 'testnet' | 'regtest';

function familyOf(network: BitcoinNetwork): Family {
  return network === 'mainnet' || network === 'regtest' ? network : 'testnet';
}

/** The wallet as the network check needs it. */
interface NetworkCheckWallet {
  name: string;
  capabilities: Pick<ConnectorCapabilities, 'mainnetOnly'>;
  /** The network the app runs on, named in the message. */
  appNetwork: BitcoinNetwork;
}

/**
 * The wallet must be on a network the app is configured for. Addresses settle the
 * family (mainnet / test / regtest); the wallet's own report separates testnet, testnet4 and
 * signet, and is trusted only when it agrees with the addresses' family. Asynchronous because the
 * address decoders (base58check with SHA-256, bech32) load on the first connection, not with the
 * page. A wallet that speaks mainnet only (`capabilities.mainnetOnly`), answering from mainnet, is
 * told so rather than advised to switch.
 */
export async function networkError(
  accounts: readonly Account[],
  walletNetwork: BitcoinNetwork | undefined,
  appNetworks: readonly BitcoinNetwork[],
  wallet?: NetworkCheckWallet,
): Promise<SatchelError | undefined> {
  const address = accounts[0]?.address;
  const { isAddressForNetwork, networkOfAddress } = await import('../primitives/addresses');
  const addressFamily = address ? networkOfAddress(address) : undefined;
  const consistent =
    walletNetwork !== undefined && (addressFamily === undefined || familyOf(walletNetwork) === addressFamily);
  const refuse = (named: string) =>
    named === 'mainnet' && wallet?.capabilities.mainnetOnly
      ? Errors.mainnetOnly(wallet.name, wallet.appNetwork)
      : Errors.networkNotConfigured(named, appNetworks);
  if (address && !appNetworks.some((network) => isAddressForNetwork(address, network))) {
    // Name the wallet's report only when its addresses agree with it (a stale report is not named).
    const named = consistent ? walletNetwork : (addressFamily ?? walletNetwork);
    return refuse(named ?? 'an unknown network');
  }
  if (walletNetwork && !appNetworks.includes(walletNetwork) && consistent) {
    return refuse(walletNetwork);
  }
  return undefined;
}

/** A console warning when the wallet cannot serve every network the app is set up for. */
export function warnOnNetworkListMismatch(
  walletName: string,
  walletNetworks: readonly BitcoinNetwork[],
  appNetworks: readonly BitcoinNetwork[],
  logger: Pick<Console, 'warn'>,
): void {
  const missing = appNetworks.filter((network) => !walletNetworks.includes(network));
  if (missing.length === 0) return;
  logger.warn(
    `[satchel] ${walletName} supports ${walletNetworks.join(', ') || 'no known network'}; ` +
      `the app is configured for ${appNetworks.join(', ')}.`,
  );
}
