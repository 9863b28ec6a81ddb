import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { pubSchnorr } from '@scure/btc-signer/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import chainIds from '../../../../../test/fixtures/sign-in/chain-ids.json';
import malformed from '../../../../../test/fixtures/sign-in/malformed.json';
import golden from '../../../../../test/fixtures/sign-in/messages.json';
import { ErrorCode } from '../../primitives/errors';
import { type BitcoinNetwork, NETWORKS, networkParams } from '../../primitives/networks';
import {
  BIP122_CHAIN_IDS,
  createSignInMessage,
  MAX_SIGN_IN_MESSAGE_LENGTH,
  networkOfChainId,
  parseSignInMessage,
  SIGN_IN_CLOCK_SKEW_MS,
  type SignInFields,
  type SignInRefusal,
  signMessageBip322,
  signMessageEcdsa,
  type VerifySignInParams,
  type VerifySignInResult,
  verifySignIn,
} from './index';

const KEY = hex.decode('0000000000000000000000000000000000000000000000000000000000000001');
const OTHER_KEY = hex.decode('0000000000000000000000000000000000000000000000000000000000000002');
const NONCE = 'abcdEFGH1234';
const ISSUED_AT = '2024-05-01T12:00:00Z';
const EXPIRES = '2024-05-01T12:10:00Z';
const NOW = Date.parse('2024-05-01T12:00:30Z');
const EXPECTED = { domain: 'example.com', nonce: NONCE, now: NOW };
const LITECOIN = 'bip122:12a765e31ffd4059bada1e25190f6e98';

type AddressKind = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh';

function addressOf(kind: AddressKind, network: BitcoinNetwork, key = KEY): string {
  const params = networkParams(network);
  const pub = secp256k1.getPublicKey(key, true);
  if (kind === 'p2wpkh') return p2wpkh(pub, params).address as string;
  if (kind === 'p2tr') return p2tr(pubSchnorr(key), undefined, params).address as string;
  if (kind === 'p2pkh') return p2pkh(pub, params).address as string;
  return p2sh(p2wpkh(pub, params), params).address as string;
}

const REGTEST_ADDRESS = addressOf('p2wpkh', 'regtest');

function fieldsFor(
  address: string,
  network: BitcoinNetwork,
  extra: Partial<SignInFields> = {},
): SignInFields {
  return {
    domain: 'example.com',
    address,
    statement: 'Sign in to Example.',
    uri: 'https://example.com/login',
    version: '1',
    chainId: BIP122_CHAIN_IDS[network],
    nonce: NONCE,
    issuedAt: ISSUED_AT,
    expirationTime: EXPIRES,
    ...extra,
  };
}

/** BIP-322 simple signature by KEY (or `key`) for a regtest p2wpkh address unless told otherwise. */
function signBip322(
  message: string,
  address = REGTEST_ADDRESS,
  network: BitcoinNetwork = 'regtest',
  key = KEY,
) {
  return signMessageBip322({ message, privateKey: key, address, network });
}

/** A signed regtest p2wpkh sign-in with the default fields plus `extra`. */
function signedSignIn(extra: Partial<SignInFields> = {}) {
  const fields = fieldsFor(REGTEST_ADDRESS, 'regtest', extra);
  const message = createSignInMessage(fields);
  return { fields, message, signature: signBip322(message) };
}

function refusal(result: VerifySignInResult): SignInRefusal | 'valid' {
  return result.valid ? 'valid' : result.reason;
}

describe('BIP122 chain ids (CAIP-2)', () => {
  it.each(NETWORKS)('%s is bip122: plus the first 32 hex characters of its genesis block hash', (network) => {
    expect(BIP122_CHAIN_IDS[network]).toBe(`bip122:${chainIds.genesisHashes[network].slice(0, 32)}`);
    expect(networkOfChainId(BIP122_CHAIN_IDS[network])).toBe(network);
  });

  it('knows no other chain', () => {
    expect(networkOfChainId(LITECOIN)).toBeUndefined();
    expect(networkOfChainId('bip122:regtest')).toBeUndefined();
    expect(networkOfChainId(42)).toBeUndefined();
  });
});

describe('createSignInMessage', () => {
  it.each(golden.messages)('writes the CAIP-122 / EIP-4361 text: $name', ({ fields, text }) => {
    expect(createSignInMessage(fields as SignInFields)).toBe(text);
    expect(parseSignInMessage(text)).toEqual({ fields });
  });

  it('keeps an empty resource list out of the text, and ignores unknown properties', () => {
    const fields = fieldsFor(REGTEST_ADDRESS, 'regtest');
    const plain = createSignInMessage(fields);
    const extra = { ...fields, resources: [], smuggled: 'Nonce: other' } as SignInFields;
    expect(createSignInMessage(extra)).toBe(plain);
  });

  it('accepts a domain with a port and IP hosts', () => {
    for (const domain of ['example.com:8443', '127.0.0.1', '[::1]:3000', 'localhost']) {
      const message = createSignInMessage(fieldsFor(REGTEST_ADDRESS, 'regtest', { domain }));
      expect(message.startsWith(`${domain} wants you to sign in with your Bitcoin account:\n`)).toBe(true);
    }
  });

  const invalid: [string, Partial<SignInFields>, number, string][] = [
    ['a domain with a scheme', { domain: 'https://example.com' }, ErrorCode.INVALID_PARAMS, 'domain'],
    ['a domain with a path', { domain: 'example.com/login' }, ErrorCode.INVALID_PARAMS, 'domain'],
    ['a domain with userinfo', { domain: 'me@example.com' }, ErrorCode.INVALID_PARAMS, 'domain'],
    ['a port above 65535', { domain: 'example.com:70000' }, ErrorCode.INVALID_PARAMS, 'domain'],
    ['an empty domain', { domain: '' }, ErrorCode.INVALID_PARAMS, 'domain'],
    ['an invalid address', { address: 'bcrt1qnotanaddress' }, ErrorCode.INVALID_ADDRESS, 'address'],
    ['an address with spaces', { address: ` ${REGTEST_ADDRESS}` }, ErrorCode.INVALID_ADDRESS, 'address'],
    [
      'a mainnet address on regtest',
      { address: addressOf('p2wpkh', 'mainnet') },
      ErrorCode.WRONG_NETWORK,
      'address',
    ],
    [
      'a tb1 address on regtest',
      { address: addressOf('p2tr', 'testnet') },
      ErrorCode.WRONG_NETWORK,
      'address',
    ],
    ['an empty statement', { statement: '' }, ErrorCode.INVALID_PARAMS, 'statement'],
    ['a non-ASCII statement', { statement: 'Sign in ✓' }, ErrorCode.INVALID_PARAMS, 'statement'],
    ['a relative URI', { uri: '/login' }, ErrorCode.INVALID_PARAMS, 'uri'],
    ['a URI with a space', { uri: 'https://example.com/a b' }, ErrorCode.INVALID_PARAMS, 'uri'],
    ['version 2', { version: '2' as '1' }, ErrorCode.INVALID_PARAMS, 'version'],
    ['a chain id by name', { chainId: 'bip122:regtest' }, ErrorCode.INVALID_PARAMS, 'chainId'],
    ['an unknown chain', { chainId: LITECOIN }, ErrorCode.INVALID_PARAMS, 'chainId'],
    ['a 7-character nonce', { nonce: 'abcdEFG' }, ErrorCode.INVALID_PARAMS, 'nonce'],
    ['a nonce with symbols', { nonce: 'abcd-EFGH-1234' }, ErrorCode.INVALID_PARAMS, 'nonce'],
    ['an issue time that is not a date', { issuedAt: 'yesterday' }, ErrorCode.INVALID_PARAMS, 'issuedAt'],
    ['a date without a time', { issuedAt: '2024-05-01' }, ErrorCode.INVALID_PARAMS, 'issuedAt'],
    ['30 February', { issuedAt: '2024-02-30T12:00:00Z' }, ErrorCode.INVALID_PARAMS, 'issuedAt'],
    ['hour 24', { issuedAt: '2024-05-01T24:00:00Z' }, ErrorCode.INVALID_PARAMS, 'issuedAt'],
    [
      'an expiry before issue',
      { expirationTime: '2024-05-01T11:00:00Z' },
      ErrorCode.INVALID_PARAMS,
      'expirationTime',
    ],
    [
      'a not-before after expiry',
      { notBefore: '2024-05-01T12:10:00Z' },
      ErrorCode.INVALID_PARAMS,
      'notBefore',
    ],
    ['a request id with a space', { requestId: 'a b' }, ErrorCode.INVALID_PARAMS, 'requestId'],
    ['a relative resource', { resources: ['/claim.json'] }, ErrorCode.INVALID_PARAMS, 'resources'],
  ];

  it.each(invalid)('refuses %s with a SatchelError naming the field', (_name, extra, code, field) => {
    const error = caught(() => createSignInMessage(fieldsFor(REGTEST_ADDRESS, 'regtest', extra)));
    expect(error.code).toBe(code);
    expect(error.details).toBe(field);
    expect(error.message).toMatch(/^Cannot create the sign-in message: /);
  });

  const textFields = [
    'domain',
    'address',
    'statement',
    'uri',
    'chainId',
    'nonce',
    'issuedAt',
    'expirationTime',
  ];

  it.each(textFields)('refuses a line break anywhere in %s', (field) => {
    for (const breaker of ['\n', '\r', '\u2028']) {
      const fields = fieldsFor(REGTEST_ADDRESS, 'regtest');
      const value = (fields as unknown as Record<string, string>)[field] as string;
      const broken = { ...fields, [field]: `${value}${breaker}Nonce: ${NONCE}` };
      expect(caught(() => createSignInMessage(broken)).details).toBe(field);
    }
  });

  it('refuses a request id or resource with a line break', () => {
    const base = fieldsFor(REGTEST_ADDRESS, 'regtest');
    expect(caught(() => createSignInMessage({ ...base, requestId: 'r1\nNonce: x' })).details).toBe(
      'requestId',
    );
    expect(caught(() => createSignInMessage({ ...base, resources: ['https://a/\n- b'] })).details).toBe(
      'resources',
    );
  });

  it('refuses a missing parameter object', () => {
    expect(caught(() => createSignInMessage(undefined as unknown as SignInFields)).code).toBe(
      ErrorCode.INVALID_PARAMS,
    );
  });
});

describe('parseSignInMessage', () => {
  it('reads the fixture base message', () => {
    expect(parseSignInMessage(malformed.base)).toEqual({
      fields: fieldsFor(REGTEST_ADDRESS, 'regtest'),
    });
  });

  it.each(malformed.cases)('refuses $name (field $field)', ({ text, field }) => {
    const parsed = parseSignInMessage(text);
    expect(parsed).toMatchObject({ field });
    expect(parsed).not.toHaveProperty('fields');
  });

  it('refuses text longer than the limit before reading it', () => {
    const resources = Array.from({ length: 3000 }, (_, i) => `https://example.com/resource/${i}`);
    const long = createSignInMessage(fieldsFor(REGTEST_ADDRESS, 'regtest', { resources }));
    expect(long.length).toBeGreaterThan(MAX_SIGN_IN_MESSAGE_LENGTH);
    expect(parseSignInMessage(long)).toEqual({ field: 'message', problem: 'The message is too long.' });
  });
});

describe('verifySignIn round trip with real keys', () => {
  const bip322Cases = NETWORKS.flatMap((network) =>
    (['p2wpkh', 'p2tr'] as const).map((kind) => [network, kind] as const),
  );

  it.each(bip322Cases)('BIP-322: %s %s', (network, kind) => {
    const address = addressOf(kind, network);
    const fields = fieldsFor(address, network);
    const message = createSignInMessage(fields);
    const signature = signBip322(message, address, network);
    expect(verifySignIn({ message, signature, expected: EXPECTED })).toEqual({
      valid: true,
      address,
      fields,
    });
  });

  const bip137Cases = (['mainnet', 'testnet4', 'regtest'] as const).flatMap((network) =>
    (['p2wpkh', 'p2pkh', 'p2sh-p2wpkh'] as const).map((kind) => [network, kind] as const),
  );

  it.each(bip137Cases)('BIP-137: %s %s', (network, kind) => {
    const address = addressOf(kind, network);
    const fields = fieldsFor(address, network);
    const message = createSignInMessage(fields);
    const signature = signMessageEcdsa({ message, privateKey: KEY, addressType: kind });
    expect(verifySignIn({ message, signature, expected: EXPECTED })).toEqual({
      valid: true,
      address,
      fields,
    });
  });

  it('verifies the golden taproot message with every optional field inside its window', () => {
    const entry = golden.messages[2] as (typeof golden.messages)[number];
    const signature = signBip322(entry.text, entry.fields.address, 'testnet4');
    const expected = {
      domain: 'app.example.org',
      nonce: 'A1b2C3d4E5f6',
      now: Date.parse('2024-05-01T12:05:00Z'),
    };
    expect(verifySignIn({ message: entry.text, signature, expected })).toMatchObject({ valid: true });
  });

  it('uses the system clock when no time is given', () => {
    const issuedAt = new Date(Date.now() - 1000).toISOString();
    const expirationTime = new Date(Date.now() + 600_000).toISOString();
    const { message, signature } = signedSignIn({ issuedAt, expirationTime });
    const expected = { domain: 'example.com', nonce: NONCE };
    expect(verifySignIn({ message, signature, expected })).toMatchObject({ valid: true });
  });

  it('accepts the time as a Date and the domain in any letter case', () => {
    const { message, signature } = signedSignIn();
    const expected = { domain: 'EXAMPLE.com', nonce: NONCE, now: new Date(NOW) };
    expect(verifySignIn({ message, signature, expected })).toMatchObject({ valid: true });
  });
});

describe('verifySignIn refusals', () => {
  const { message, signature } = signedSignIn();
  const at = (iso: string) => ({ ...EXPECTED, now: Date.parse(iso) });
  const withNotBefore = signedSignIn({ notBefore: '2024-05-01T12:05:00Z' });
  const wrongChain = message.replace(BIP122_CHAIN_IDS.regtest, BIP122_CHAIN_IDS.mainnet);
  const unknownChain = message.replace(BIP122_CHAIN_IDS.regtest, LITECOIN);
  const tbOnRegtest = createSignInMessage(fieldsFor(addressOf('p2wpkh', 'testnet'), 'testnet')).replace(
    BIP122_CHAIN_IDS.testnet,
    BIP122_CHAIN_IDS.regtest,
  );
  const tampered = message.replace('Sign in to Example.', 'Sign in to Exampel.');
  const trailing = `${message}\n`;

  const cases: [string, VerifySignInParams, SignInRefusal][] = [
    [
      'expected values missing',
      { message, signature, expected: {} } as VerifySignInParams,
      'invalid-request',
    ],
    [
      'a message with a trailing newline',
      { message: trailing, signature: signBip322(trailing), expected: EXPECTED },
      'malformed-message',
    ],
    [
      'a Litecoin chain id',
      { message: unknownChain, signature: signBip322(unknownChain), expected: EXPECTED },
      'unknown-chain',
    ],
    [
      'a regtest address under the mainnet chain id',
      { message: wrongChain, signature: signBip322(wrongChain), expected: EXPECTED },
      'wrong-network',
    ],
    [
      'a wrong domain',
      { message, signature, expected: { ...EXPECTED, domain: 'evil.example' } },
      'wrong-domain',
    ],
    [
      'a wrong nonce',
      { message, signature, expected: { ...EXPECTED, nonce: 'abcdEFGH1235' } },
      'wrong-nonce',
    ],
    [
      'an issue time beyond the clock skew',
      {
        message,
        signature,
        expected: { ...EXPECTED, now: Date.parse(ISSUED_AT) - SIGN_IN_CLOCK_SKEW_MS - 1 },
      },
      'issued-in-future',
    ],
    ['an expired message', { message, signature, expected: at(EXPIRES) }, 'expired'],
    [
      'a message before its not-before',
      { ...withNotBefore, expected: at('2024-05-01T12:04:59.999Z') },
      'not-yet-valid',
    ],
    ['a tampered message', { message: tampered, signature, expected: EXPECTED }, 'bad-signature'],
  ];

  it.each(cases)('refuses %s', (_name, params, reason) => {
    const result = verifySignIn(params);
    expect(result).toMatchObject({ valid: false, reason });
    expect(result.valid ? '' : result.detail).not.toBe('');
  });

  it('gives each refusal its own reason', () => {
    const reasons = cases.map(([, params]) => refusal(verifySignIn(params)));
    expect(new Set(reasons).size).toBe(cases.length);
  });

  it('refuses a tb1 address under the regtest chain id (bcrt1 is regtest’s prefix)', () => {
    const tbSignature = signBip322(tbOnRegtest, addressOf('p2wpkh', 'testnet'), 'testnet');
    expect(refusal(verifySignIn({ message: tbOnRegtest, signature: tbSignature, expected: EXPECTED }))).toBe(
      'wrong-network',
    );
  });

  it('accepts the edges of the time window', () => {
    const skewEdge = { ...EXPECTED, now: Date.parse(ISSUED_AT) - SIGN_IN_CLOCK_SKEW_MS };
    expect(refusal(verifySignIn({ message, signature, expected: skewEdge }))).toBe('valid');
    expect(refusal(verifySignIn({ message, signature, expected: at('2024-05-01T12:09:59.999Z') }))).toBe(
      'valid',
    );
    expect(refusal(verifySignIn({ ...withNotBefore, expected: at('2024-05-01T12:05:00Z') }))).toBe('valid');
  });

  it('refuses signatures by another key, for another message or of no valid form', () => {
    const otherKeySignature = signBip322(
      message,
      addressOf('p2wpkh', 'regtest', OTHER_KEY),
      'regtest',
      OTHER_KEY,
    );
    const otherMessage = signBip322(
      createSignInMessage(fieldsFor(REGTEST_ADDRESS, 'regtest', { nonce: 'zzzzZZZZ9999' })),
    );
    const otherKeyEcdsa = signMessageEcdsa({ message, privateKey: OTHER_KEY, addressType: 'p2wpkh' });
    for (const bad of [
      otherKeySignature,
      otherMessage,
      otherKeyEcdsa,
      '',
      'AAAA',
      'not base64!',
      'A'.repeat(100_000),
    ]) {
      expect(refusal(verifySignIn({ message, signature: bad, expected: EXPECTED }))).toBe('bad-signature');
    }
  });

  it.each(malformed.cases)('refuses the malformed message "$name" even when it is signed', ({ text }) => {
    expect(refusal(verifySignIn({ message: text, signature: signBip322(text), expected: EXPECTED }))).toBe(
      'malformed-message',
    );
  });
});

describe('verifySignIn never throws', () => {
  const { message, signature } = signedSignIn();
  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter');
      },
    },
  );
  const huge = 'x'.repeat(5_000_000);

  const garbage: [string, unknown, SignInRefusal][] = [
    ['undefined', undefined, 'invalid-request'],
    ['null', null, 'invalid-request'],
    ['a number', 42, 'invalid-request'],
    ['NaN', Number.NaN, 'invalid-request'],
    ['a bigint', 10n, 'invalid-request'],
    ['a string', message, 'invalid-request'],
    ['a huge string', huge, 'invalid-request'],
    ['a symbol', Symbol('sign-in'), 'invalid-request'],
    ['a function', () => message, 'invalid-request'],
    ['an empty object', {}, 'invalid-request'],
    ['an array', [message, signature], 'invalid-request'],
    ['a hostile proxy', throwing, 'invalid-request'],
    ['a number as message', { message: 42, signature, expected: EXPECTED }, 'malformed-message'],
    ['undefined message', { signature, expected: EXPECTED }, 'malformed-message'],
    ['a huge message', { message: huge, signature, expected: EXPECTED }, 'malformed-message'],
    [
      'a huge message that starts right',
      { message: `${message}${huge}`, signature, expected: EXPECTED },
      'malformed-message',
    ],
    ['a number as signature', { message, signature: 42, expected: EXPECTED }, 'invalid-request'],
    ['a huge signature', { message, signature: huge, expected: EXPECTED }, 'bad-signature'],
    ['null expected', { message, signature, expected: null }, 'invalid-request'],
    [
      'a number as expected domain',
      { message, signature, expected: { domain: 1, nonce: NONCE } },
      'invalid-request',
    ],
    [
      'an empty expected nonce',
      { message, signature, expected: { domain: 'example.com', nonce: '' } },
      'invalid-request',
    ],
    [
      'a text time',
      { message, signature, expected: { ...EXPECTED, now: '2024-05-01T12:00:30Z' } },
      'invalid-request',
    ],
    ['NaN as time', { message, signature, expected: { ...EXPECTED, now: Number.NaN } }, 'invalid-request'],
    [
      'an invalid Date',
      { message, signature, expected: { ...EXPECTED, now: new Date('nope') } },
      'invalid-request',
    ],
    ['a hostile expected object', { message, signature, expected: throwing }, 'invalid-request'],
  ];

  it.each(garbage)('answers %s with a refusal', (_name, params, reason) => {
    expect(refusal(verifySignIn(params as VerifySignInParams))).toBe(reason);
  });

  it('property: any input at all gives a refusal or a result, never an exception', () => {
    const expectedArb = fc.oneof(
      fc.anything(),
      fc.record({
        domain: fc.oneof(fc.constant('example.com'), fc.string()),
        nonce: fc.oneof(fc.constant(NONCE), fc.string()),
        now: fc.oneof(fc.constant(NOW), fc.double(), fc.date(), fc.anything()),
      }),
    );
    const messageArb = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constant(message),
      fc
        .tuple(fc.nat(message.length), fc.string())
        .map(([i, s]) => message.slice(0, i) + s + message.slice(i)),
    );
    const signatureArb = fc.oneof(fc.anything(), fc.string(), fc.base64String(), fc.constant(signature));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ message: messageArb, signature: signatureArb, expected: expectedArb }),
        ),
        (params) => {
          const result = verifySignIn(params as VerifySignInParams);
          expect(typeof result.valid).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: changing any one character of a signed message gets it refused', () => {
    fc.assert(
      fc.property(fc.nat(message.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (index, char) => {
        fc.pre(message[index] !== char);
        const changed = message.slice(0, index) + char + message.slice(index + 1);
        expect(verifySignIn({ message: changed, signature, expected: EXPECTED }).valid).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('property: any valid fields survive create → parse unchanged', () => {
    const minute = 60_000;
    const fieldsArb = fc
      .record({
        kind: fc.constantFrom('p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh') as fc.Arbitrary<AddressKind>,
        network: fc.constantFrom(...NETWORKS),
        statement: fc.option(fc.stringMatching(/^[\x20-\x7E]{1,80}$/), { nil: undefined }),
        nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
        issued: fc.integer({
          min: Date.parse('2000-01-01T00:00:00Z'),
          max: Date.parse('2099-01-01T00:00:00Z'),
        }),
        lifetime: fc.option(fc.integer({ min: 1, max: 60 * 24 * 30 }), { nil: undefined }),
        requestId: fc.option(fc.stringMatching(/^[A-Za-z0-9\-._~]{1,20}$/), { nil: undefined }),
        path: fc.stringMatching(/^[a-z0-9/]{0,20}$/),
      })
      .map(({ kind, network, statement, nonce, issued, lifetime, requestId, path }) => {
        const fields: SignInFields = {
          domain: 'example.com',
          address: addressOf(kind, network),
          uri: `https://example.com/${path}`,
          version: '1',
          chainId: BIP122_CHAIN_IDS[network],
          nonce,
          issuedAt: new Date(issued).toISOString(),
        };
        if (statement !== undefined) fields.statement = statement;
        if (lifetime !== undefined)
          fields.expirationTime = new Date(issued + lifetime * minute).toISOString();
        if (requestId !== undefined) fields.requestId = requestId;
        return fields;
      });
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        expect(parseSignInMessage(createSignInMessage(fields))).toEqual({ fields });
      }),
      { numRuns: 200 },
    );
  });
});
