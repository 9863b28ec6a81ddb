import { BIP122_NAMESPACE, type WalletConnectOptions } from './options';
import type { WalletConnectClient, WalletConnectSession } from './sign-client-types';

/** One client per project and relay for the page's life: the SDK keeps its sessions and pairings. */
const clients = new Map<string, Promise<WalletConnectClient>>();

/**
 * The dapp side of WalletConnect, `@walletconnect/sign-client`, loaded by the app's loader only when
 * WalletConnect is picked or a stored session is restored. Its telemetry is off: the
 * page talks to the relay and nothing else.
 */
export function signClient(options: WalletConnectOptions): Promise<WalletConnectClient> {
  const key = `${options.projectId}|${options.relayUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = options.loadSignClient().then(async ({ SignClient }) => {
      const started = (await SignClient.init({
        projectId: options.projectId,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
        ...(options.metadata ? { metadata: options.metadata } : {}),
        telemetryEnabled: false,
        logger: 'error',
      })) as WalletConnectClient;
      // The SDK has no option for Verify: with it off, its attestation is the empty one it sends
      // when the Verify frame cannot load, without waiting for that frame.
      if (options.verify === false) started.core.verify.register = async () => '';
      return started;
    });
    // A failed start (relay unreachable) is not kept: the next pick tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}

/** The newest unexpired session whose bip122 namespace holds `chainId`. */
export function liveSession(client: WalletConnectClient, chainId: string): WalletConnectSession | undefined {
  const now = Date.now() / 1000;
  return client.session
    .getAll()
    .filter(
      (s) => s.expiry > now && (s.namespaces[BIP122_NAMESPACE]?.chains ?? chainsOf(s)).includes(chainId),
    )
    .sort((a, b) => b.expiry - a.expiry)[0];
}

/** Chains named only through the accounts (`bip122:<chain>:<address>`), as namespaces may omit `chains`. */
function chainsOf(session: WalletConnectSession): string[] {
  return (session.namespaces[BIP122_NAMESPACE]?.accounts ?? []).map((a) =>
    a.split(':').slice(0, 2).join(':'),
  );
}
