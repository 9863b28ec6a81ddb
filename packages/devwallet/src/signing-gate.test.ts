import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, base64urlnopad, createBase58check, hex, utf8 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { SimpleKeyring } from '@unisat/wallet-sdk/lib/keyring/simple-keyring.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MNEMONIC, FAMILIES, type Family, resolveConfig } from './config';
import { FAMILY_FACTS } from './families/facts';
import { installDevWallet } from './install';
import { deriveKeyRing } from './keys';
import { ordBaseFor } from './ord';

/**
 * Every method every family exposes, called with auto-approve on. A call signs if,
 * with mainnet keys and a loopback explorer (a private chain), it makes a signature with a mainnet
 * key; each such call, with mainnet keys and a public explorer, must be refused by the gate before
 * any prompt or request, and no call of any method may then sign with a mainnet key at all.
 * Signatures are seen where they are made: btc-signer's `signIdx` (every input signature),
 * core's message signers, the keyring of @unisat/wallet-sdk and the PSBT signer of
 * @okxweb3/coin-bitcoin (the UniSat and OKX families sign with them).
 */

const messageKeys = vi.hoisted(() => [] as unknown[]);
vi.mock('@satchel/core/message', async (importOriginal) => {
  const real = await importOriginal<typeof import('@satchel/core/message')>();
  return {
    ...real,
    signMessageEcdsa: (o: Parameters<typeof real.signMessageEcdsa>[0]) => {
      messageKeys.push(o.privateKey);
      return real.signMessageEcdsa(o);
    },
    signMessageBip322: (o: Parameters<typeof real.signMessageBip322>[0]) => {
      messageKeys.push(o.privateKey);
      return real.signMessageBip322(o);
    },
  };
});

// OKX's SDK signs with the key in the WIF it is handed (the OKX family).
const okxWifs = vi.hoisted(() => [] as string[]);
vi.mock('@okxweb3/coin-bitcoin/dist/psbtSign.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('@okxweb3/coin-bitcoin/dist/psbtSign.js')>();
  return {
    ...real,
    signPsbtWithKeyPathAndScriptPath: (...args: Parameters<typeof real.signPsbtWithKeyPathAndScriptPath>) => {
      okxWifs.push(args[1]);
      return real.signPsbtWithKeyPathAndScriptPath(...args);
    },
  };
});
/** The private key of a compressed-key WIF. */
const wifKey = (wif: string) => createBase58check(sha256).decode(wif).slice(1, 33);

const GATE = 'signs with mainnet keys only for a private chain on a loopback address';
const LOOPBACK = 'http://127.0.0.1:3250/api';
const PUBLIC = 'https://mempool.space/api';
const ORIGIN = 'http://127.0.0.1:5173';

const mainnet = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet');
const testnet = deriveKeyRing(DEFAULT_MNEMONIC, 'testnet');
const MAINNET_KEYS = new Set([mainnet.payment.privateKey, mainnet.ordinals.privateKey].map(hex.encode));
const PAY = mainnet.payment.address;
const TO = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet', 9).payment.address;
const INSCRIPTION_TX = 'c1'.repeat(32);
const INSCRIPTION = `${INSCRIPTION_TX}i0`;
const RUNE_TX = 'd2'.repeat(32);
const RUNE_ID = '840000:1';

/** Coins of the mainnet accounts and of the test-network ones (OKX's test objects sign those). */
const psbtBytes = (() => {
  const tx = new btc.Transaction();
  [mainnet.payment, mainnet.ordinals, testnet.payment, testnet.ordinals].forEach((a, i) => {
    tx.addInput({
      txid: new Uint8Array(32).fill(i + 1),
      index: 0,
      witnessUtxo: { script: a.script, amount: 50_000n },
    });
  });
  tx.addOutput({ script: deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet', 9).payment.script, amount: 40_000n });
  return tx.toPSBT();
})();
const PSBT_HEX = hex.encode(psbtBytes);
const PSBT_B64 = base64.encode(psbtBytes);
const token = (payload: unknown) =>
  `${base64urlnopad.encode(utf8.decode('{"typ":"JWT","alg":"none"}'))}.${base64urlnopad.encode(utf8.decode(JSON.stringify(payload)))}.`;
const noop = () => {};
const MAINNET_SCOPE = 'bip122:000000000019d6689c085ae165831e93';
const toSign = [{ account: { address: PAY }, signingIndexes: [0] }];
const invoke = (method: string, params: Record<string, unknown>) => [
  { scope: MAINNET_SCOPE, request: { method, params: { account: { address: PAY }, ...params } } },
];

/**
 * Plausible arguments per method name, one list per calling convention found among the families.
 * A method with no entry fails the test: a new method must say how it is called.
 */
const DIRECT: Record<string, unknown[][]> = {
  ...Object.fromEntries(
    [
      'requestAccounts',
      'getAccounts',
      'getPublicKey',
      'getNetwork',
      'getChain',
      'getBalance',
      'getBalanceV2',
      'getBitcoinUtxos',
      'getVersion',
      'disconnect',
      'connectWallet',
      'getAddress',
      'getAddresses',
      'isConnected',
      'getProductInfo',
      'getCapabilities',
      'isBiHelixAddress',
      'removeAllListeners',
      'updateSession',
      'getSession',
      'createSession',
      'revokeSession',
      'createInscription',
      'createRepeatInscriptions',
    ].map((name) => [name, [[]]]),
  ),
  ...Object.fromEntries(
    ['on', 'addListener', 'once', 'off', 'removeListener', 'onNotification'].map((n) => [
      n,
      [['accountsChanged', noop]],
    ]),
  ),
  connect: [[], [token({ purposes: ['payment', 'ordinals'] })]],
  switchNetwork: [['livenet']],
  switchChain: [['BITCOIN_MAINNET']],
  getInscriptions: [[0, 10]],
  pushPsbt: [[PSBT_HEX], [{ psbt: PSBT_HEX }]],
  pushTx: [['0200000000'], [{ rawtx: '0200000000' }]],
  invokeMethod: [
    invoke('signMessage', { message: 'hello' }),
    invoke('signPsbt', { psbt: PSBT_B64 }),
    invoke('sendTransfer', { recipients: [{ address: TO, amount: '1000' }] }),
  ],
  signMessage: [
    ['hello', 'bip322-simple'],
    [token({ address: PAY, message: 'hello' })],
    [PAY, utf8.decode('hello')],
    [{ address: PAY, message: 'hello' }],
    [{ account: { address: PAY }, message: utf8.decode('hello') }],
  ],
  multiSignMessage: [[[{ text: 'hello', type: 'bip322-simple' }]]],
  signPsbt: [[PSBT_HEX], [{ psbt: PSBT_HEX }]],
  signPsbts: [[[PSBT_HEX]], [[{ psbt: PSBT_HEX }]]],
  signPSBT: [[psbtBytes, { inputsToSign: [{ address: PAY, signingIndexes: [0] }] }]],
  signTransaction: [[token({ psbtBase64: PSBT_B64 })], [{ psbt: psbtBytes, inputsToSign: toSign }]],
  signAndSendTransaction: [[{ psbt: psbtBytes, inputsToSign: toSign }]],
  signMultipleTransactions: [[token({ psbts: [{ psbtBase64: PSBT_B64 }], transactions: [PSBT_B64] })]],
  sendBtcTransaction: [[token({ recipients: [{ address: TO, amountSats: '1000' }], senderAddress: PAY })]],
  sendBitcoin: [[TO, 1000]],
  send: [[{ from: PAY, to: TO, value: '0.00001', satBytes: 2 }]],
  sendInscription: [[TO, INSCRIPTION]],
  sendRunes: [[TO, RUNE_ID, '100']],
};

/** Params per JSON-RPC method of the `request(method, params)` providers. */
const RPC: Record<string, unknown[]> = {
  ...Object.fromEntries(
    [
      'getInfo',
      'supportedMethods',
      'wallet_connect',
      'wallet_disconnect',
      'wallet_requestPermissions',
      'wallet_renouncePermissions',
      'wallet_getCurrentPermissions',
      'wallet_getAccount',
      'wallet_getWalletType',
      'wallet_getNetwork',
      'getBalance',
      'runes_getBalance',
      'runes_estimateMint',
      'runes_estimateEtch',
    ].map((name) => [name, [undefined]]),
  ),
  getAccounts: [{ purposes: ['payment', 'ordinals'] }],
  getAddresses: [{ purposes: ['payment', 'ordinals'] }],
  wallet_changeNetwork: [{ name: 'Mainnet' }],
  ord_getInscriptions: [{ offset: 0, limit: 10 }],
  runes_getOrder: [{ id: 'order-1' }],
  runes_estimateRbfOrder: [{ orderId: 'order-1', newFeeRate: 5 }],
  signMessage: [{ address: PAY, message: 'hello' }],
  signPsbt: [{ psbt: PSBT_B64, signInputs: { [PAY]: [0] } }, { hex: PSBT_HEX }],
  sendTransfer: [{ recipients: [{ address: TO, amount: 1000 }] }],
  runes_mint: [{ runeName: 'DEVRUNE', repeats: 1, destinationAddress: PAY, refundAddress: PAY, feeRate: 2 }],
  runes_etch: [{ runeName: 'DEVRUNE', destinationAddress: PAY, refundAddress: PAY, feeRate: 2 }],
  runes_rbfOrder: [{ orderId: 'order-1', newFeeRate: 5 }],
  runes_transfer: [{ recipients: [{ runeName: 'DEVRUNE', amount: '100', address: TO }] }],
  ord_sendInscriptions: [{ transfers: [{ address: TO, inscriptionId: INSCRIPTION }] }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const coinOf = (address: string) => hex.encode(sha256(utf8.decode(address)));
const output = (outpoint: string, extra: Record<string, unknown> = {}) => ({
  outpoint,
  address: PAY,
  indexed: true,
  spent: false,
  value: 100_000,
  inscriptions: [],
  runes: {},
  ...extra,
});
const RUNE_OUTPUT = output(`${RUNE_TX}:0`, {
  value: 546,
  runes: { DEVRUNE: { amount: 1000, divisibility: 0, symbol: 'R' } },
});
const RUNE = { id: RUNE_ID, parent: null, entry: { spaced_rune: 'DEVRUNE', divisibility: 0, symbol: 'R' } };

/**
 * An explorer, ord index and ordering service that answer as a funded chain would, at whatever
 * base the wallet uses: the wallet holds a coin on every address, an inscription and a rune on
 * its payment address. So a call that is not refused goes all the way to its signature.
 */
function chainAnswer(esploraUrl: string, url: string, init?: RequestInit): Response {
  const ord = ordBaseFor(resolveConfig({ network: 'mainnet', esploraUrl }));
  const runes = `${esploraUrl.replace(/\/api$/, '')}/ordinals/v1`;
  const post = init?.method === 'POST';
  if (url.startsWith(runes)) {
    const path = url.slice(runes.length);
    if (/^\/runes\/\w+\/orders$/.test(path))
      return json({ orderId: 'order-1', fundAddress: TO, fundAmount: 5000 });
    if (path.endsWith('/rbf-estimate')) return json({ rbfCost: 3000, fundingAddress: TO });
    return json({});
  }
  if (url.startsWith(esploraUrl)) {
    const path = url.slice(esploraUrl.length);
    const address = /^\/address\/([^/]+)/.exec(path)?.[1] ?? '';
    if (path.endsWith('/utxo'))
      return json([{ txid: coinOf(address), vout: 0, value: 100_000, status: { confirmed: true } }]);
    if (address) {
      const stats = { funded_txo_sum: 100_000, spent_txo_sum: 0 };
      return json({ chain_stats: stats, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } });
    }
    if (path === '/tx' && post) return new Response('ab'.repeat(32));
    return json({ halfHourFee: 2, fastestFee: 3, 3: 2 });
  }
  if (url.startsWith(ord)) {
    const path = decodeURIComponent(url.slice(ord.length));
    if (path === '/outputs' && post) {
      const outpoints = JSON.parse(String(init?.body)) as string[];
      return json(
        outpoints.map((o) =>
          o === `${INSCRIPTION_TX}:0`
            ? output(o, { value: 10_000, inscriptions: [INSCRIPTION] })
            : o === RUNE_OUTPUT.outpoint
              ? RUNE_OUTPUT
              : output(o),
        ),
      );
    }
    if (path.startsWith(`/outputs/${PAY}`)) return json([RUNE_OUTPUT]);
    if (path.startsWith('/outputs/')) return json([]);
    if (path === `/inscription/${INSCRIPTION}`)
      return json({ id: INSCRIPTION, satpoint: `${INSCRIPTION_TX}:0:0`, address: PAY });
    if (path === '/rune/DEVRUNE' || path === `/rune/${RUNE_ID}`) return json(RUNE);
    if (path.startsWith('/address/')) return json({ inscriptions: [] });
  }
  return json({}, 404);
}

/** A page with the Dev Wallet installed as `family`, connected, with the backend above. */
async function page(family: Family, esploraUrl: string) {
  const win = Object.assign(new EventTarget(), {
    location: new URL(ORIGIN),
    __SATCHEL_DEVWALLET__: { network: 'mainnet', esploraUrl, impersonate: [family], autoApprove: true },
  });
  Object.assign(win, { top: win, self: win });
  const registered: Record<string, unknown>[] = [];
  win.addEventListener('wallet-standard:register-wallet', (event) => {
    (event as CustomEvent).detail({ register: (w: Record<string, unknown>) => registered.push(w) });
  });
  const grants = JSON.stringify(Object.fromEntries(FAMILIES.map((f) => [f, [ORIGIN]])));
  const store = new Map([['satchel-devwallet:permissions', grants]]);
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', win.location);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: store.set.bind(store),
  });
  const fetches: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    fetches.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return chainAnswer(esploraUrl, String(input), init);
  });
  const baseline = new Set(Object.getOwnPropertyNames(win));
  const wallet = installDevWallet(win as unknown as Window);
  if (!wallet) throw new Error('the Dev Wallet did not install');
  // Unisat arrives on a timer; MetaMask's page object restores its session asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const roots: [string, unknown][] = [
    ...Object.getOwnPropertyNames(win)
      .filter((name) => !baseline.has(name) && name !== 'satchelDevWallet')
      .map((name): [string, unknown] => [
        `window.${name}`,
        (win as unknown as Record<string, unknown>)[name],
      ]),
    ...registered.map((w): [string, unknown] => [`wallet-standard:${String(w.name)}`, w]),
  ];
  return { wallet, fetches, methods: methodsOf(roots) };
}

type Method = { parent: object; fn: (...args: unknown[]) => unknown };

/** Every function reachable from the page's wallet objects (own, inherited, behind getters), by path. */
function methodsOf(roots: [string, unknown][]): Map<string, Method> {
  const found = new Map<string, Method>();
  const seen = new Set<unknown>();
  const visit = (path: string, value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > 5) return;
    if (Array.isArray(value) || ArrayBuffer.isView(value)) return;
    seen.add(value);
    for (const key of inheritedNames(value)) {
      let child: unknown;
      try {
        child = (value as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      if (typeof child === 'function') {
        if (!seen.has(child)) found.set(`${path}.${key}`, { parent: value, fn: child as Method['fn'] });
        seen.add(child);
      } else visit(`${path}.${key}`, child, depth + 1);
    }
  };
  for (const [path, value] of roots) visit(path, value, 0);
  return found;
}

function inheritedNames(value: object): string[] {
  const names = new Set<string>();
  const stop = [Object.prototype, Function.prototype, EventTarget.prototype];
  for (let o: object | null = value; o && !stop.includes(o); o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) if (name !== 'constructor') names.add(name);
  }
  return [...names];
}

/** One way to call a method: its path, for `request` the RPC method, and the arguments. */
interface Call {
  path: string;
  rpc?: string;
  /** Which of the method's argument lists. */
  variant: number;
  args: unknown[];
}
const nameOf = (call: Call) => call.rpc ?? call.path.slice(call.path.lastIndexOf('.') + 1);
const label = (call: Call) => `${call.path}${call.rpc ? `('${call.rpc}')` : ''} #${call.variant}`;

type Settled = { value: unknown } | { error: unknown };

/**
 * A call that never answers counts as not signing. The first signature of a family whose wallet's
 * own SDK loads on first use (OKX's, UniSat's) can take seconds on a loaded machine, so the wait is
 * generous: only a call that hangs ever reaches it.
 */
const NO_ANSWER_MS = 15_000;

async function settle(run: () => unknown): Promise<Settled> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<Settled>((resolve) => {
    timer = setTimeout(
      () => resolve({ error: new Error(`no answer within ${NO_ANSWER_MS} ms`) }),
      NO_ANSWER_MS,
    );
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(run)
        .then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the page received, as text (errors with their message and code). */
function answerText(settled: Settled): string {
  return JSON.stringify(settled, (_key, value: unknown) => {
    if (value instanceof Error) return { ...value, message: value.message };
    if (typeof value === 'bigint') return value.toString();
    return ArrayBuffer.isView(value) ? 'bytes' : value;
  });
}

/** Every call of `family`: each method with each argument list, `request` with every RPC method. */
async function callsOf(family: Family): Promise<{ calls: Call[]; unknown: string[] }> {
  const { methods } = await page(family, LOOPBACK);
  const calls: Call[] = [];
  const unknown: string[] = [];
  for (const [path, { parent, fn }] of methods) {
    const name = path.slice(path.lastIndexOf('.') + 1);
    if (name !== 'request') {
      const lists = DIRECT[name];
      if (!lists) unknown.push(path);
      for (const [variant, args] of (lists ?? []).entries()) calls.push({ path, variant, args });
      continue;
    }
    // The provider's own method table, plus every RPC method any family answers.
    const info = JSON.parse(answerText(await settle(() => fn.call(parent, 'getInfo')))) as {
      value?: { result?: { methods?: string[]; supportedMethods?: string[] } };
      error?: unknown;
    };
    const declared = info.value?.result?.methods ?? info.value?.result?.supportedMethods ?? [];
    if (declared.length === 0) unknown.push(`${path}: no method table from getInfo`);
    for (const rpc of new Set([...declared, ...Object.keys(RPC)])) {
      const lists = RPC[rpc];
      if (!lists) unknown.push(`${path}('${rpc}')`);
      for (const [variant, params] of (lists ?? []).entries())
        calls.push({ path, rpc, variant, args: [params] });
    }
  }
  return { calls, unknown };
}

/** Calls once on a fresh page; reports what the page got, what was fetched, prompted and signed. */
async function run(family: Family, esploraUrl: string, call: Call) {
  const { wallet, fetches, methods } = await page(family, esploraUrl);
  const method = methods.get(call.path);
  if (!method) throw new Error(`${call.path} is gone on a fresh page`);
  const signIdx = vi.mocked(btc.Transaction.prototype.signIdx);
  signIdx.mockClear();
  const sdkSigning = [
    vi.mocked(SimpleKeyring.prototype.signTransaction),
    vi.mocked(SimpleKeyring.prototype.signMessage),
  ];
  for (const spy of sdkSigning) spy.mockClear();
  messageKeys.length = 0;
  okxWifs.length = 0;
  fetches.length = 0;
  const ask = vi.spyOn(wallet.approvals, 'ask');
  const args = call.rpc === undefined ? call.args : [call.rpc, ...call.args];
  const answer = answerText(await settle(() => method.fn.apply(method.parent, args)));
  // A key as bytes, or as hex where core's message signers accept it so.
  // The SDK's keyring signs with the keys it holds.
  const sdkKeys = sdkSigning.flatMap((spy) =>
    (spy.mock.contexts as SimpleKeyring[]).flatMap((keyring) => keyring.wallets.map((w) => w.privateKey)),
  );
  const keys = [
    ...signIdx.mock.calls.map((c) => c[0]),
    ...messageKeys,
    ...sdkKeys,
    ...okxWifs.map(wifKey),
  ].map((k) => (k instanceof Uint8Array ? hex.encode(k) : String(k)));
  return {
    answer,
    fetches: [...fetches],
    prompts: ask.mock.calls.length,
    signedWithMainnetKey: keys.some((k) => MAINNET_KEYS.has(k)),
  };
}

describe('the Dev Wallet signs through one gate', () => {
  beforeEach(() => {
    vi.spyOn(btc.Transaction.prototype, 'signIdx');
    vi.spyOn(SimpleKeyring.prototype, 'signTransaction');
    vi.spyOn(SimpleKeyring.prototype, 'signMessage');
    for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(noop);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  for (const family of FAMILIES) {
    it(`${family}: whatever signs with mainnet keys is refused against a public explorer, first`, async () => {
      const { calls, unknown } = await callsOf(family);
      expect(unknown, 'methods with no plausible arguments in this test').toEqual([]);
      const problems: string[] = [];
      const signing = new Set<string>();
      for (const call of calls) {
        const privateChain = await run(family, LOOPBACK, call);
        const publicExplorer = await run(family, PUBLIC, call);
        if (publicExplorer.signedWithMainnetKey) problems.push(`${label(call)} signed with a mainnet key`);
        if (!privateChain.signedWithMainnetKey) continue;
        signing.add(nameOf(call));
        if (!publicExplorer.answer.includes(GATE))
          problems.push(`${label(call)} not refused by the gate: ${publicExplorer.answer.slice(0, 300)}`);
        if (publicExplorer.fetches.length > 0)
          problems.push(`${label(call)} asked the network first: ${publicExplorer.fetches.join(', ')}`);
        if (publicExplorer.prompts > 0) problems.push(`${label(call)} prompted before its refusal`);
      }
      expect(problems).toEqual([]);
      expect([...signing]).toEqual(expect.arrayContaining([...FAMILY_FACTS[family].signingMethods]));
    }, 180_000);
  }
});

describe('no way to a private key but through the gate', () => {
  const dir = import.meta.dirname;
  const sources = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !/\.(test|spec)\.ts$/.test(f))
    .map((f) => [f.split('\\').join('/'), readFileSync(join(dir, f), 'utf8')] as const);

  it('only keys.ts derives and holds keys, only signer.ts reads them, only wallet.ts opens them', () => {
    const reaching = sources
      .filter(([file]) => !['keys.ts', 'signer.ts', 'wallet.ts'].includes(file))
      .filter(([, text]) => /\.privateKey\b|\bderiveKeyRing\b|\bunlock\(/.test(text))
      .map(([file]) => file);
    expect(reaching).toEqual([]);
    const wallet = sources.find(([file]) => file === 'wallet.ts')?.[1] ?? '';
    expect(wallet).not.toMatch(/\.privateKey\b/);
    // Every derivation in the wallet is either stripped of its keys or opened through the gate.
    const derivations = wallet.match(/deriveKeyRing\(/g)?.length ?? 0;
    const wrapped = wallet.match(/(publicRing|unlock)\(\s*deriveKeyRing\(/g)?.length ?? 0;
    expect(derivations).toBeGreaterThan(0);
    expect(wrapped).toBe(derivations);
  });
});
