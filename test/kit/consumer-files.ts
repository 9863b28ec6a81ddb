/**
 * Files of the project that installs the packed kit. They import the kit by its package names
 * only, as a project outside this repository would; kept as text here because those names
 * resolve in that project, not in this one.
 */

/** Plain Node: `createDevnet` and the control header from `@satchel/devnet`. */
export const DEVNET_SCRIPT = `import { CONTROL_HEADER, createDevnet, json, route } from '@satchel/devnet';

const devnet = await createDevnet({ extraRoutes: [route('GET', '/kit/hello', () => json({ hello: 'kit' }))] });
const get = async (path, init) => (await fetch(devnet.url + path, init)).text();
const height = await get('/api/blocks/tip/height');
const mined = await devnet.mine(2);
const after = await get('/api/blocks/tip/height');
const state = JSON.parse(await get('/__devnet/state', { headers: { [CONTROL_HEADER]: '1' } }));
const hello = JSON.parse(await get('/kit/hello'));
await devnet.close();
console.log(JSON.stringify({ height, mined: mined.length, after, network: state.network, hello, keys: Object.keys(devnet).sort() }));
`;

/** Playwright's configuration: the browser comes from the environment the check runs in. */
export const PLAYWRIGHT_CONFIG = `export default {
  testDir: '.',
  testMatch: 'kit.spec.ts',
  reporter: 'line',
  timeout: 30_000,
  workers: 1,
  outputDir: 'test-results',
  use: {
    launchOptions: {
      executablePath: process.env.KIT_CHROMIUM || undefined,
      args: process.env.KIT_CHROMIUM_ARGS ? process.env.KIT_CHROMIUM_ARGS.split(' ') : [],
    },
  },
};
`;

/** The fixture, the devnet and the page's types together, as a consumer's spec uses them. */
export const KIT_SPEC = `import { createDevnet, type Devnet } from '@satchel/devnet';
import { type DevWalletOptions, type DevWalletRequest, expect, test } from '@satchel/devwallet';
import type {} from '@satchel/devwallet/window';

let devnet: Devnet;

test.beforeAll(async () => {
  devnet = await createDevnet();
});
test.afterAll(async () => {
  await devnet?.close();
});

test.use({
  devwallet: async ({}, use: (options: DevWalletOptions) => Promise<void>) => {
    await use({ impersonate: ['unisat'], esploraUrl: devnet.url + '/api', autoApprove: true });
  },
});

type Unisat = { requestAccounts(): Promise<string[]>; getBalance(): Promise<{ confirmed: number }> };

test('the packed Dev Wallet connects, reads the devnet and logs what it was asked', async ({ page }) => {
  // A page on the devnet's own origin, so the wallet's Esplora calls are same-origin.
  await page.route(devnet.url + '/kit', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>kit</title>' }),
  );
  await page.goto(devnet.url + '/kit');
  await page.waitForFunction(() => 'unisat' in window);
  const [address] = await page.evaluate(() => (window as unknown as { unisat: Unisat }).unisat.requestAccounts());
  expect(address).toMatch(/^bcrt1q/);
  await devnet.faucet(address ?? '', 50_000, { confirm: true });
  const out = await page.evaluate(async () => {
    const balance = await (window as unknown as { unisat: Unisat }).unisat.getBalance();
    const log: DevWalletRequest[] = window.satchelDevWallet.requests();
    return { balance, log: log.map((r) => r.family + '.' + r.method + ':' + r.status) };
  });
  expect(out.balance.confirmed).toBe(50_000);
  expect(out.log).toEqual(['unisat.requestAccounts:ok', 'unisat.getBalance:ok']);
});
`;

export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
    include: ['kit.spec.ts'],
  },
  null,
  2,
)}\n`;
