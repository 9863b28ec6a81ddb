import { resolveConfig } from '@satchel/core';
import { ExplorerProvider, SatchelProvider } from '@satchel/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { firstScreenHtml } from './first-screen';
import { Layout } from './Layout';

/** The live frame as React first draws it, on a path with no page of its own. */
function liveFrame(config: ReturnType<typeof resolveConfig>): string {
  return renderToStaticMarkup(
    <ExplorerProvider baseUrl={config.explorerBaseUrl} network={config.network}>
      <SatchelProvider config={{ network: config.network, devnet: config.devnet }}>
        <Router ssrPath="/nowhere">
          <Layout config={config}>{null}</Layout>
        </Router>
      </SatchelProvider>
    </ExplorerProvider>,
  );
}

/** What may differ: the live button's test id and state, the stand-in's hiding. */
const comparable = (html: string) =>
  html
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ (tabindex="-1"|disabled(="")?|aria-hidden="true")/g, '')
    .replace(' first-screen-placeholder', '');

describe('the first screen written into index.html', () => {
  it('is the frame React draws first, on the public mainnet', () => {
    const config = resolveConfig({ network: 'mainnet' });
    expect(config.privateChain).toBe(false);
    const shell = firstScreenHtml(config);
    expect(comparable(shell)).toBe(comparable(liveFrame(config)));
    expect(shell).not.toContain('private-chain-banner');
    // Nothing in it can be pressed before the app runs.
    expect(shell).toMatch(/<button[^>]* tabindex="-1" disabled>Connect wallet<\/button>/);
    expect(shell).toContain('class="account-area first-screen-placeholder" aria-hidden="true"');
  });

  it('carries the private-chain note of a mainnet devnet build, as the live frame does', () => {
    const config = resolveConfig({ network: 'mainnet', bases: { explorer: 'http://127.0.0.1:3202/api' } });
    expect(config.privateChain).toBe(true);
    const shell = firstScreenHtml(config);
    expect(shell).toContain(
      '<p class="private-chain-banner" role="note">Private test chain: not Bitcoin mainnet.</p>',
    );
    expect(comparable(shell)).toBe(comparable(liveFrame(config)));
  });

  it('names the network of a regtest build', () => {
    const config = resolveConfig({ network: 'regtest' });
    expect(comparable(firstScreenHtml(config))).toBe(comparable(liveFrame(config)));
  });
});
