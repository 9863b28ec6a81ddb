import type {
  BtcAddress,
  ExtractErrorResponse,
  ExtractSuccessResponse,
  RpcEndpointMap,
  RpcErrorCode,
  StxAddress,
} from '@leather.io/rpc';
import { frozenDevWallet } from '@satchel/core/internal';
import { hex } from '@scure/base';
import type * as btc from '@scure/btc-signer';
import { hasQuirk } from '../../config';
import { toFailure, WalletFailure } from '../../errors';
import { accountForScript, type KeyAccount, type KeyRing } from '../../keys';
import { decodePsbt, type InputToSign, prevoutOf } from '../../psbt-signing';
import type { DevWallet } from '../../wallet';
import { devWalletFamily } from '../entry';
import { announceProvider, iconDataUri, randomId } from '../shared';
import { stacksAddress } from '../stacks-address';
import { satsAmount } from '../unisat-api';

/*
 * Where each behaviour comes from:
 * - Request params, results and error bodies: real code: @leather.io/rpc@2.21.16 (type-only
 *   imports: a field Leather renames or a result shape it changes fails `tsc` here).
 * - Rejections reject with the whole JSON-RPC envelope `{jsonrpc, id, error: {code: 4001,
 *   message}}`, not an Error: real extension: Leather 6.73.4.
 * - `getAddresses` prompts every time (no permission memory, no silent reconnect): real extension:
 *   Leather 6.73.4.
 * - `signMessage` is BIP-322 only: real extension: Leather 6.73.4.
 * - `signPsbt {hex, broadcast: false}` answers `{hex}` unfinalized (partial signatures); with
 *   `broadcast: true` it finalizes, broadcasts and adds `txid`: real extension: Leather 6.73.4.
 * - `signPsbt` signs only ALL/DEFAULT unless the request lists another hash type in
 *   `allowedSighash`, refused with INVALID_PARAMS before the approval screen: documents:
 *   https://github.com/leather-io/mono/pull/2667 (Leather 6.73.4 still signs any hash type).
 * - Error codes 4001 / -32601 / -32602 / -32603: real code: @leather.io/rpc@2.21.16 (`RpcErrorCode`).
 * - A method it does not handle: -32601 with its text pointing at `supportedMethods`: real
 *   extension: Leather 6.73.4 (its background's `rpcMessageHandler`).
 * - `getAddresses` lists the seed's Stacks account after the two Bitcoin ones (`{symbol: 'STX',
 *   address, publicKey}`, no `type`): real extension: Leather 6.73.4; real code:
 *   @leather.io/rpc@2.21.16 (`stxAddressSchema`).
 * - `supportedMethods`: `{documentation, methods: [{name, docsUrl}]}`, Leather's own links: real
 *   extension: Leather 6.73.4.
 * - `getInfo` and each Bitcoin address's `descriptor` follow @leather.io/rpc@2.21.16; Leather
 *   6.73.4 answers neither (e2e/real-wallets/differential.ts lists both).
 * - `sendTransfer` with `recipients` or the legacy `{address, amount}`: real code:
 *   @leather.io/rpc@2.21.16 (`rpcSendTransferParamsSchema`).
 * - With the `policy-account` quirk, `sendTransfer` answers as a policy (multisig) account does:
 *   `{txid: '', status: 'proposed', proposalId}`, nothing broadcast: documents:
 *   https://github.com/leather-io/mono/pull/2438, https://github.com/leather-io/mono/pull/2648.
 */

/** The Bitcoin methods of Leather's RPC the Dev Wallet answers. */
type LeatherMethod =
  | 'getInfo'
  | 'supportedMethods'
  | 'getAddresses'
  | 'signMessage'
  | 'signPsbt'
  | 'sendTransfer';

const LEATHER_METHODS: LeatherMethod[] = [
  'getInfo',
  'supportedMethods',
  'getAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
];

const LEATHER_DOCS = 'https://leather.gitbook.io/developers';

/**
 * `supportedMethods`: Leather's own list and links for the Bitcoin methods the Dev Wallet answers,
 * in Leather's order (real extension: Leather 6.73.4; it also lists `open` and `openSwap`, which
 * open its own screens and which the Dev Wallet does not have).
 */
const SUPPORTED_METHODS: { name: LeatherMethod; docsUrl: string | string[] }[] = [
  {
    name: 'getAddresses',
    docsUrl: [
      `${LEATHER_DOCS}/bitcoin/connect-users/get-addresses`,
      'https://btckit.org/docs/requests/getaddresses',
    ],
  },
  { name: 'signMessage', docsUrl: `${LEATHER_DOCS}/bitcoin/sign-messages` },
  { name: 'sendTransfer', docsUrl: `${LEATHER_DOCS}/bitcoin/sign-transactions/sending-bitcoin` },
  {
    name: 'signPsbt',
    docsUrl: `${LEATHER_DOCS}/bitcoin/sign-transactions/partially-signed-bitcoin-transactions-psbts`,
  },
];

type Endpoint<M extends LeatherMethod> = RpcEndpointMap[M];
/** A method's params as Leather types them (undefined for a method without any). */
type Params<M extends LeatherMethod> = Endpoint<M>['request'] extends { params?: infer P } ? P : undefined;
/** A method's `result` as Leather types it. */
type Result<M extends LeatherMethod> = ExtractSuccessResponse<Endpoint<M>['response']>['result'];
type SuccessEnvelope<M extends LeatherMethod> = ExtractSuccessResponse<Endpoint<M>['response']>;
type ErrorEnvelope<M extends LeatherMethod> = ExtractErrorResponse<Endpoint<M>['response']>;
type ErrorBody = ErrorEnvelope<LeatherMethod>['error'];

/** Every key of every member of a union (a legacy and a current params shape, say). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/**
 * What a page actually sends: Leather's keys, each value unchecked. Reading a key Leather's types
 * do not have is a type error, so a renamed param breaks the build instead of silently reading
 * `undefined`; the values are checked here as Leather's schemas check them.
 */
type Wire<M extends LeatherMethod> = { [K in KeysOfUnion<NonNullable<Params<M>>>]?: unknown };

// The codes of @leather.io/rpc's `RpcErrorCode`, as its enum's member types (type-only: the enum's
// module is not bundled).
const USER_REJECTION: RpcErrorCode.USER_REJECTION = 4001;
const METHOD_NOT_FOUND: RpcErrorCode.METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS: RpcErrorCode.INVALID_PARAMS = -32602;
const INTERNAL_ERROR: RpcErrorCode.INTERNAL_ERROR = -32603;

/** @leather.io/rpc's `signatureHash`: DEFAULT and ALL are always allowed. */
const ALWAYS_ALLOWED_SIGHASH = [0x00, 0x01];

function errorBody(error: unknown, rejectedMessage: string): ErrorBody {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: USER_REJECTION, message: rejectedMessage };
  if (failure.kind === 'invalid-params' || failure.kind === 'address-mismatch')
    return { code: INVALID_PARAMS, message: failure.message };
  return { code: INTERNAL_ERROR, message: failure.message };
}

function wire<M extends LeatherMethod>(params: unknown): Wire<M> {
  return params && typeof params === 'object' ? (params as Wire<M>) : {};
}

/** `signAtIndex`: a number or an array of numbers (`testIsNumberOrArrayOfNumbers`). */
function indexesOf(signAtIndex: unknown): number[] | undefined {
  if (signAtIndex === undefined) return undefined;
  const list = Array.isArray(signAtIndex) ? signAtIndex : [signAtIndex];
  if (!list.every((index) => typeof index === 'number' && Number.isInteger(index))) {
    throw new WalletFailure('invalid-params', 'signAtIndex must be a number or an array of numbers');
  }
  return list as number[];
}

/**
 * The inputs Leather would sign (those at `signAtIndex`, else every input of its keys not yet
 * finalized) whose PSBT_IN_SIGHASH_TYPE is neither ALL nor DEFAULT nor listed in `allowedSighash`.
 */
function disallowedSighash(
  tx: btc.Transaction,
  ring: KeyRing,
  indexes: number[] | undefined,
  allowedSighash: unknown,
): { index: number; sighash: number } | undefined {
  if (allowedSighash !== undefined && !Array.isArray(allowedSighash)) {
    throw new WalletFailure('invalid-params', 'allowedSighash must be an array');
  }
  const allowed = [...ALWAYS_ALLOWED_SIGHASH, ...((allowedSighash as unknown[] | undefined) ?? [])];
  const candidates =
    indexes ??
    Array.from({ length: tx.inputsLength }, (_, index) => index).filter((index) => {
      const input = tx.getInput(index);
      const prev = prevoutOf(tx, index);
      return (
        input.finalScriptWitness === undefined &&
        input.finalScriptSig === undefined &&
        prev !== undefined &&
        accountForScript(ring, prev.script) !== undefined
      );
    });
  for (const index of candidates) {
    if (index < 0 || index >= tx.inputsLength) continue; // the signer refuses a missing input itself
    const sighash = tx.getInput(index).sighashType;
    if (sighash !== undefined && !allowed.includes(sighash)) return { index, sighash };
  }
  return undefined;
}

/**
 * Leather: getter-only `window.LeatherProvider` whose `request` resolves with the full success
 * envelope and *rejects* with the full error envelope (docs/wallet-interfaces.md §4). It has no
 * permission memory: `getAddresses` prompts every time, and there are no events.
 */
export function installLeather(wallet: DevWallet): void {
  const family = 'leather' as const;
  const addressEntry = (account: KeyAccount): BtcAddress => {
    const base = {
      symbol: 'BTC' as const,
      address: account.address,
      publicKey: hex.encode(wallet.reportedKey(family, account.address, account.publicKey)),
      derivationPath: account.derivationPath,
      descriptor: account.descriptor,
    };
    // Despite its name, Leather's value is the prefix-stripped internal key (§0).
    return account.addressType === 'p2tr'
      ? { ...base, type: 'p2tr', tweakedPublicKey: hex.encode(account.xOnlyPublicKey) }
      : { ...base, type: 'p2wpkh' };
  };
  // Leather's devnet and testnets are Stacks testnets: `ST…` addresses there, `SP…` on mainnet.
  const stacksEntry = (): StxAddress => {
    const publicKey = wallet.stacksPublicKey();
    return {
      symbol: 'STX',
      address: stacksAddress(publicKey, wallet.network === 'mainnet'),
      publicKey: hex.encode(publicKey),
    };
  };
  const accountOf = (paymentType: unknown): KeyAccount => {
    const ring = wallet.keys();
    // Leather's types require paymentType; a request without one is signed with native segwit.
    if (paymentType === undefined || paymentType === 'p2wpkh') return ring.payment;
    if (paymentType === 'p2tr') return ring.ordinals;
    throw new WalletFailure('invalid-params', `Unsupported paymentType ${String(paymentType)}`);
  };

  // A policy (multisig) account: approved, then handed to the co-signers, nothing broadcast; the
  // answer carries no txid (leather-io/mono#2438, #2648). The fields beyond `txid` are newer than
  // the @leather.io/rpc these types come from.
  const proposeTransfer = async (
    recipients: { address: string; amount: bigint }[],
  ): Promise<Result<'sendTransfer'>> => {
    const from = wallet.keys().payment.address;
    await wallet.ask({
      family,
      method: 'sendTransfer',
      title: 'Propose this payment to your co-signers?',
      details: [
        ...recipients.map((r, index): [string, string] => [
          recipients.length === 1 ? 'Recipient' : `Recipient ${index + 1}`,
          `${r.address} · ${r.amount.toString()} sats`,
        ]),
        ['From', from],
      ],
    });
    const proposed: Result<'sendTransfer'> & { status: 'proposed'; proposalId: string } = {
      txid: '',
      status: 'proposed',
      proposalId: `proposal-${randomId()}`,
    };
    return proposed;
  };

  const handlers: {
    [M in LeatherMethod]: { run: (params: unknown) => Promise<Result<M>>; rejected: string };
  } = {
    getInfo: {
      run: async () => ({ version: '6.73.4', supportedMethods: LEATHER_METHODS, platform: 'extension' }),
      rejected: 'User rejected request',
    },
    supportedMethods: {
      run: async () => ({ documentation: `${LEATHER_DOCS}/home/welcome`, methods: SUPPORTED_METHODS }),
      rejected: 'User rejected request',
    },
    getAddresses: {
      run: async () => {
        const ring = wallet.keys();
        await wallet.ask({
          family,
          method: 'getAddresses',
          title: 'Share your addresses with this site?',
          details: [
            ['Site', globalThis.location?.origin ?? 'unknown'],
            ['Native segwit', ring.payment.address],
            ['Taproot', ring.ordinals.address],
          ],
        });
        wallet.permissions.grant(family);
        return { addresses: [addressEntry(ring.payment), addressEntry(ring.ordinals), stacksEntry()] };
      },
      rejected: 'User rejected request',
    },
    signMessage: {
      run: async (params) => {
        const { message, paymentType } = wire<'signMessage'>(params);
        if (typeof message !== 'string') throw new WalletFailure('invalid-params', 'message is required');
        const account = accountOf(paymentType);
        // BIP-322 only: the handler always routes to the BIP-322 screen.
        const signed = await wallet.signMessage(family, 'signMessage', account, message, 'bip322');
        return { signature: signed.signature, address: account.address, message };
      },
      rejected: 'User rejected request',
    },
    signPsbt: {
      run: async (params) => {
        const { hex: psbtHex, signAtIndex, broadcast, allowedSighash } = wire<'signPsbt'>(params);
        if (typeof psbtHex !== 'string' || !/^[0-9a-fA-F]+$/.test(psbtHex)) {
          throw new WalletFailure('invalid-params', 'Invalid PSBT hex');
        }
        const tx = decodePsbt(psbtHex);
        const indexes = indexesOf(signAtIndex);
        // Before the approval screen (leather-io/mono#2667).
        const refused = disallowedSighash(tx, wallet.keys(), indexes, allowedSighash);
        if (refused) {
          throw new WalletFailure(
            'invalid-params',
            `Input ${refused.index} asks sighash 0x${refused.sighash.toString(16).padStart(2, '0')}, not in allowedSighash`,
          );
        }
        const inputs: InputToSign[] | undefined = indexes?.map((index) => ({ index }));
        const signed = await wallet.signPsbt(
          family,
          'signPsbt',
          tx,
          inputs,
          broadcast === true ? 'all' : 'none',
        );
        const out = hex.encode(signed.tx.toPSBT());
        if (broadcast !== true) return { hex: out };
        return { hex: out, txid: await wallet.broadcast(signed.tx) };
      },
      rejected: 'User rejected signing PSBT request',
    },
    sendTransfer: {
      run: async (params) => {
        const p = wire<'sendTransfer'>(params);
        const list = Array.isArray(p.recipients) ? p.recipients : [{ address: p.address, amount: p.amount }];
        const recipients = (list as Array<Record<string, unknown>>).map((r) => {
          if (typeof r.address !== 'string')
            throw new WalletFailure('invalid-params', 'recipient address is required');
          return { address: r.address, amount: satsAmount(r.amount) };
        });
        if (hasQuirk(wallet.config, family, 'policy-account')) return proposeTransfer(recipients);
        return { txid: await wallet.sendTransfer(family, 'sendTransfer', recipients) };
      },
      rejected: 'User rejected request',
    },
  };

  const provider = frozenDevWallet({
    isLeather: true,
    getProductInfo: () => ({ version: '6.73.4', name: 'Leather' }),
    async request(method: string, params?: unknown) {
      const logged = wallet.requests.start(family, String(method), params === undefined ? [] : [params]);
      try {
        const envelope = await answer(method, params);
        wallet.requests.succeed(logged, envelope.result);
        return envelope;
      } catch (envelope) {
        wallet.requests.fail(logged, envelope);
        throw envelope;
      }
    },
  });

  const isLeatherMethod = (method: string): method is LeatherMethod =>
    (LEATHER_METHODS as string[]).includes(method);

  // Each handler's result is checked against its own method's type above; the envelope is the
  // success shape every method shares.
  async function answer(
    method: string,
    params?: unknown,
  ): Promise<Omit<SuccessEnvelope<LeatherMethod>, 'result'> & { result: Result<LeatherMethod> }> {
    const id = randomId();
    if (!isLeatherMethod(method)) {
      const envelope: ErrorEnvelope<LeatherMethod> = {
        jsonrpc: '2.0',
        id,
        error: {
          code: METHOD_NOT_FOUND,
          message: `"${method}" is not supported. Try running \`.request('supportedMethods')\` to see what Leather can do, or check out our developer documentation at ${LEATHER_DOCS}/home/welcome`,
        },
      };
      throw envelope;
    }
    const handler = handlers[method] as {
      run: (params: unknown) => Promise<Result<LeatherMethod>>;
      rejected: string;
    };
    try {
      return { jsonrpc: '2.0', id, result: await handler.run(params ?? {}) };
    } catch (error) {
      const envelope: ErrorEnvelope<LeatherMethod> = {
        jsonrpc: '2.0',
        id,
        error: errorBody(error, handler.rejected),
      };
      throw envelope;
    }
  }

  Object.defineProperty(window, 'LeatherProvider', { get: () => provider, configurable: false });
  announceProvider({
    id: 'LeatherProvider',
    name: 'Leather',
    icon: iconDataUri('#12100f', 'L'),
    webUrl: 'https://leather.io',
    methods: LEATHER_METHODS,
  });
}

/** The family's entry: its emulation and the facts the suite and the tools read (families/table.ts). */
export const family = devWalletFamily({
  id: 'leather',
  install: installLeather,
  facts: {
    signingCode: 'src/families/leather/index.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'real extension: Leather 6.73.4',
  },
});
