// A server-rendered page: Node streams `<SatchelProvider>` and the connect button with
// react-dom/server. Nothing on the server touches a browser global; in a browser the same tree
// would hydrate and restore a stored connection without a popup.
// Run: `node server.mjs` (SSR_PORT, default 4751; DEVNET_URL for the explorer).
import { createServer } from 'node:http';
import { formatBtc } from '@satchel/core';
import { ConnectButton, ExplorerProvider, SatchelProvider } from '@satchel/react';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

const port = Number(process.env.SSR_PORT ?? 4751);
const devnet = process.env.DEVNET_URL ?? 'http://127.0.0.1:3750';

function Page() {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Satchel, server-rendered')),
    h(
      'body',
      null,
      h(
        ExplorerProvider,
        { baseUrl: `${devnet}/api`, network: 'regtest' },
        h(
          SatchelProvider,
          { config: { network: 'regtest', devnet: true } },
          h('h1', null, 'Satchel, server-rendered'),
          h(ConnectButton),
          h('p', { 'data-testid': 'unit' }, `One satoshi is ${formatBtc(1n)} BTC.`),
        ),
      ),
    ),
  );
}

createServer((request, response) => {
  let failed = false;
  const stream = renderToPipeableStream(h(Page), {
    onShellReady() {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      stream.pipe(response);
    },
    onShellError(error) {
      response.statusCode = 500;
      response.end(String(error));
    },
    onError(error) {
      failed = true;
      console.error(`render of ${request.url} failed:`, error);
    },
    onAllReady() {
      if (!failed) console.log(`rendered ${request.url}`);
    },
  });
}).listen(port, '127.0.0.1', () => console.log(`server-rendered page on http://127.0.0.1:${port}/`));
