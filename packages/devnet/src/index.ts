import type { Server } from 'node:http';
import { isLoopbackAddress } from '@satchel/core/internal';
import { type AdmissionPolicy, DEFAULT_POLICY } from './admission/admit';
import type { ErrorStyle } from './admission/reject';
import { bindAddress, devnetUrl } from './bind-address';
import { DEFAULT_RECOMMENDED, type FeeConfig, type FeesMode, type RecommendedFees } from './fees';
import { controlRoutes } from './http/control';
import { DEFAULT_APP_ORIGINS, normalizeOrigin } from './http/cors';
import { esploraRoutes } from './http/esplora';
import { type Fault, FaultRegistry, type FaultSpec } from './http/faults';
import { RequestLog } from './http/request-log';
import { createHttpServer, listen } from './http/server';
import { siwbRoutes } from './http/siwb';
import { type DevnetNetwork, DevnetNode } from './node';
import type { DevnetHandle, DevnetSettings, ExtraRoutes } from './options';
import { ordControlRoutes, ordRoutes } from './ord';
import { orderingRoutes } from './ordering';
import { satPerKvb } from './relay-fee';
import { attachWalletConnectRelay } from './walletconnect';

export { BindAddressError } from './bind-address';
export { FAUCET_PRIVATE_KEY, FAUCET_PUBLIC_KEY } from './chain/faucet';
export { CONTROL_HEADER } from './http/control-guard';
export { DEFAULT_APP_ORIGINS } from './http/cors';
export type { Handler, Reply, Request, Route } from './http/reply';
export { HttpError, json, route, text } from './http/reply';
export type { DevnetChain, DevnetHandle, DevnetSettings } from './options';
export { walletConnectRelayUrl } from './walletconnect';
export type { DevnetNetwork, ErrorStyle, Fault, FaultSpec, FeesMode, RecommendedFees };

/** `createDevnet`'s options; in the repository its extra routes get the whole node. */
export interface DevnetOptions extends DevnetSettings {
  /**
   * Extra routes mounted on the same server, matched against the full request path after the
   * Esplora and control routes. Each receives the node so a service can read the chain.
   */
  extraRoutes?: ExtraRoutes<DevnetNode>;
}

/** A running devnet; `node` is the chain itself, for the repository's own services and tests. */
export interface Devnet extends DevnetHandle {
  node: DevnetNode;
}

export async function createDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const network = options.network ?? 'regtest';
  // Checked before anything is read or mined, so a refused start leaves no trace.
  const host = bindAddress(network, options.host);
  const appOrigins = (options.appOrigins ?? DEFAULT_APP_ORIGINS).map((origin) => {
    const normalized = normalizeOrigin(origin);
    if (!normalized) throw new Error(`app origin ${JSON.stringify(origin)} is not scheme://host[:port]`);
    return normalized;
  });
  const policy: AdmissionPolicy = {
    ...DEFAULT_POLICY,
    minRelayFeeRate: satPerKvb(options.minRelayFeeRate, 'minRelayFeeRate') ?? DEFAULT_POLICY.minRelayFeeRate,
    incrementalRelayFeeRate:
      satPerKvb(options.incrementalRelayFeeRate, 'incrementalRelayFeeRate') ??
      DEFAULT_POLICY.incrementalRelayFeeRate,
    fullRbf: options.fullRbf ?? true,
  };
  const node = new DevnetNode(network, policy, options.statePath);
  node.start();
  const faults = new FaultRegistry();
  const requests = new RequestLog();
  const fees: FeeConfig = {
    mode: options.fees ?? 'static',
    recommended: { ...DEFAULT_RECOMMENDED, ...options.recommendedFees },
  };
  const extra =
    typeof options.extraRoutes === 'function' ? options.extraRoutes(node) : (options.extraRoutes ?? []);
  const server: Server = createHttpServer({
    esplora: esploraRoutes({ node, errorStyle: options.errorStyle ?? 'mempool', fees }),
    control: [...controlRoutes({ node, faults, fees, requests }), ...ordControlRoutes(node)],
    extra: [...extra, ...orderingRoutes(node), ...ordRoutes(node), ...siwbRoutes({ appOrigins })],
    faults,
    requests,
    strictCors: options.strictCors ?? false,
    appOrigins,
  });
  // The relay answers WebSocket upgrades on the same port, and only on loopback:
  // `walletConnectRelayUrl(devnet.url)`; from pages, only the app's, as the control plane.
  const relay =
    options.walletConnect !== false && isLoopbackAddress(host)
      ? attachWalletConnectRelay(server, { appOrigins })
      : undefined;
  const port = await listen(server, options.port ?? 0, host);
  const timer =
    options.mineInterval && options.mineInterval > 0
      ? setInterval(() => {
          try {
            node.mine(1);
          } catch (err) {
            // A failed auto-mine (e.g. the state file became unwritable) must not kill the server.
            process.stderr.write(
              `devnet auto-mine failed: ${err instanceof Error ? err.message : String(err)}\n`,
            );
          }
        }, options.mineInterval * 1000)
      : undefined;
  timer?.unref();

  return {
    url: devnetUrl(host, port),
    port,
    node,
    faucetAddress: node.faucetAddress,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (timer) clearInterval(timer);
        relay?.close();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
    mine: async (blocks = 1, address?: string) => node.mine(blocks, address),
    faucet: async (address, sats, opts = {}) => {
      const { txid } = node.faucet(address, BigInt(sats), opts.confirm === true);
      return { txid };
    },
    faults: { add: (spec) => faults.add(spec), clear: () => faults.clear(), list: () => faults.list() },
  };
}
