import type { BrowserContext, Route } from '@playwright/test';

export type RouteAnswer = (route: Route, url: URL) => Promise<void> | void;

/**
 * Answers a wallet's own backend offline: `answers` by host; requests to this machine and to
 * `passHosts` (the devnet's host) go through; every other request leaving the machine is aborted
 * at once, so a wallet never reaches a public service with test keys, and a refused connection is
 * quicker than a timeout where there is no network. Requests from an MV3 extension's service
 * worker are routed here too.
 */
export async function routeBackends(
  context: BrowserContext,
  answers: Record<string, RouteAnswer>,
  passHosts: readonly string[] = [],
) {
  const local = new Set(['127.0.0.1', 'localhost', '[::1]', ...passHosts]);
  await context.route(
    (url) => url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'wss:',
    async (route) => {
      const url = new URL(route.request().url());
      if (local.has(url.hostname)) return route.fallback();
      const answer = answers[url.hostname];
      if (answer) return answer(route, url);
      return route.abort('internetdisconnected');
    },
  );
}

export const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  });

/** The coins of an address as the devnet's Esplora lists them (`GET /address/:a/utxo`). */
export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean; block_height?: number };
}

export async function esploraUtxos(esplora: string, address: string): Promise<EsploraUtxo[]> {
  const response = await fetch(`${esplora}/address/${address}/utxo`);
  return response.ok ? ((await response.json()) as EsploraUtxo[]) : [];
}
