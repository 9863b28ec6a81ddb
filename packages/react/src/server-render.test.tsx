// @vitest-environment node
/**
 * A server imports Satchel and renders `<SatchelProvider>` with `react-dom/server`
 * without touching a browser global, at import or during the render; storage, wallet detection
 * and the silent reconnect wait for the client.
 */
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** Globals only a browser has: reading any of them on the server is the bug under test. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'matchMedia',
  'requestIdleCallback',
  'HTMLElement',
  'self',
] as const;

let touched: string[] = [];
const saved = new Map<string, PropertyDescriptor | undefined>();

/** Every browser global becomes a getter that records the read and throws, as a server would. */
function trapBrowserGlobals(): void {
  touched = [];
  for (const name of BROWSER_GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(`${name}\n${new Error().stack ?? ''}`);
        throw new ReferenceError(`${name} is not defined on the server`);
      },
    });
  }
}

function restoreGlobals(): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
}

beforeEach(() => {
  expect(typeof globalThis.window).toBe('undefined');
});

afterEach(restoreGlobals);

/**
 * The packages' entries, imported while the globals are trapped. Their dependencies load first:
 * React and TanStack Query probe `typeof window` once at import to learn they run on a server.
 */
async function importSatchel() {
  await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@tanstack/react-query'),
    import('@wallet-standard/app'),
  ]);
  trapBrowserGlobals();
  const react = await import('./index');
  const core = await import('@satchel/core');
  return { react, core };
}

describe('server render', () => {
  it('renders the provider, the connect button and a balance to a string without a browser global', async () => {
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { react } = await importSatchel();
    const { SatchelProvider, ExplorerProvider, ConnectButton, AccountHeader, useBalance, useAccounts } =
      react;
    function Balance() {
      const { payment } = useAccounts();
      const balance = useBalance(payment?.address);
      const [draft] = react.useStoredState('draft', (value): value is string => typeof value === 'string');
      const options = react.useWalletOptions();
      const fiat = react.useFiat();
      return (
        <p data-testid="balance-state">
          {balance.status} {draft ?? 'no draft'} {options.length} wallets {fiat.currency}
        </p>
      );
    }
    const html = renderToString(
      <ExplorerProvider baseUrl="https://mempool.space/api" network="mainnet">
        <SatchelProvider config={{ network: 'mainnet', devnet: false }}>
          <ConnectButton />
          <AccountHeader />
          <Balance />
        </SatchelProvider>
      </ExplorerProvider>,
    );
    expect(React).toBeDefined();
    expect(touched).toEqual([]);
    expect(html).toContain('data-testid="connect-button"');
    expect(html).toContain('>Connect wallet</button>');
    // Nothing is known before the client reads storage and detects wallets.
    expect(html).toContain('pending<!-- --> <!-- -->no draft<!-- --> <!-- -->0<!-- --> wallets <!-- -->USD');
    expect(html).not.toContain('wallet-chooser');
  });

  it('streams the same page with renderToPipeableStream', async () => {
    const { renderToPipeableStream } = await import('react-dom/server');
    const { react } = await importSatchel();
    const { SatchelProvider, ExplorerProvider, ConnectButton } = react;
    const html = await new Promise<string>((resolve, reject) => {
      const sink = new PassThrough();
      let text = '';
      sink.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      sink.on('end', () => resolve(text));
      const stream = renderToPipeableStream(
        <ExplorerProvider baseUrl="https://mempool.space/api" network="mainnet">
          <SatchelProvider config={{ network: 'mainnet', devnet: false }}>
            <ConnectButton />
          </SatchelProvider>
        </ExplorerProvider>,
        { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
      );
    });
    expect(touched).toEqual([]);
    expect(html).toContain('>Connect wallet</button>');
  });
});
