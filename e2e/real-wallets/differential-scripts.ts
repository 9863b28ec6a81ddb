import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { Devnet } from '../../packages/devnet/src/index';
import { fundedCoin, strangerAddress, unsignedPsbt } from './flows';
import type { Answer, Outcome, Side } from './sides';

/** One row of the record: the call's name and what the side did. */
export type Row = [name: string, outcome: Outcome];

export const MESSAGE = 'Satchel differential check ✓';

/** SIGHASH_SINGLE|ANYONECANPAY, the marketplace listing's hash type. */
const SINGLE_ANYONECANPAY = 0x83;

/** Records each call of a script under its name, in order. */
function recorder(side: Side) {
  const rows: Row[] = [];
  const call = async (name: string, method: string, args: unknown[], answer?: Answer) => {
    const outcome = await side.call(method, args, answer);
    rows.push([name, outcome]);
    return outcome;
  };
  return { rows, call };
}

/** An unsigned PSBT (hex) spending a fresh faucet coin of `address`, change back to it. */
async function psbtOf(devnet: Devnet, address: string, network: 'regtest' | 'testnet') {
  const coin = await fundedCoin(devnet, address, 1_000_000);
  return hex.encode(base64.decode(unsignedPsbt(coin, 100_000n, network)));
}

/** The same PSBT with its first input asking `sighash`. */
function withSighash(psbtHex: string, sighash: number) {
  const tx = Transaction.fromPSBT(hex.decode(psbtHex));
  tx.updateInput(0, { sighashType: sighash });
  return hex.encode(tx.toPSBT());
}

/** The answer of the call recorded as `name`. */
const answerOf = (rows: Row[], name: string) => rows.find(([row]) => row === name)?.[1].value;

/** The addresses Leather connected with: the entries of its first `getAddresses`. */
export function leatherAddresses(rows: Row[]): string[] {
  const value = answerOf(rows, 'getAddresses (first)');
  const result = (value as { result?: { addresses?: { symbol: string; address: string }[] } }).result;
  return (result?.addresses ?? []).map((entry) => entry.address);
}

/** The addresses UniSat connected with: its first `requestAccounts`. */
export function unisatAddresses(rows: Row[]): string[] {
  const value = answerOf(rows, 'requestAccounts (first)');
  return Array.isArray(value) ? (value as string[]) : [];
}

/** The first `p2wpkh` address of a Leather `getAddresses` answer. */
function leatherPayment(outcome: Outcome): string {
  const result = (outcome.value as { result?: { addresses?: { type: string; address: string }[] } }).result;
  const address = result?.addresses?.find((entry) => entry.type === 'p2wpkh')?.address;
  if (!address) throw new Error(`getAddresses gave no p2wpkh address: ${JSON.stringify(outcome.value)}`);
  return address;
}

/** Leather's RPC, each request naming the devnet as the extension's own requests do. */
export async function leatherScript(side: Side, devnet: Devnet): Promise<Row[]> {
  const { rows, call } = recorder(side);
  const network = 'devnet';
  await call('getInfo', 'getInfo', []);
  await call('supportedMethods', 'supportedMethods', []);
  const first = await call('getAddresses (first)', 'getAddresses', [{ network }]);
  await call('getAddresses (again, after connect)', 'getAddresses', [{ network }]);
  await call('getAddresses (rejected)', 'getAddresses', [{ network }], 'reject');
  await call('signMessage p2wpkh (BIP-322)', 'signMessage', [
    { message: MESSAGE, paymentType: 'p2wpkh', network },
  ]);
  await call('signMessage p2tr (BIP-322)', 'signMessage', [
    { message: MESSAGE, paymentType: 'p2tr', network },
  ]);
  await call(
    'signMessage (rejected)',
    'signMessage',
    [{ message: MESSAGE, paymentType: 'p2wpkh', network }],
    'reject',
  );
  const payment = leatherPayment(first);
  const psbt = await psbtOf(devnet, payment, 'regtest');
  await call('signPsbt {hex, broadcast: false}', 'signPsbt', [{ hex: psbt, broadcast: false, network }]);
  await call('signPsbt {signAtIndex: 0}', 'signPsbt', [{ hex: psbt, signAtIndex: 0, network }]);
  const listing = withSighash(psbt, SINGLE_ANYONECANPAY);
  await call('signPsbt SINGLE|ANYONECANPAY without allowedSighash', 'signPsbt', [{ hex: listing, network }]);
  await call('signPsbt SINGLE|ANYONECANPAY with allowedSighash [0x83]', 'signPsbt', [
    { hex: listing, allowedSighash: [SINGLE_ANYONECANPAY], network },
  ]);
  await call('signPsbt (rejected)', 'signPsbt', [{ hex: psbt, network }], 'reject');
  await call('an unknown method', 'satchel_unknownMethod', [{}]);
  await call('sendTransfer', 'sendTransfer', [
    { recipients: [{ address: strangerAddress('regtest'), amount: '10000' }], network },
  ]);
  return rows;
}

/** UniSat's methods, in the order a site meets them: before connecting, connected, signing. */
export async function unisatScript(side: Side, devnet: Devnet): Promise<Row[]> {
  const { rows, call } = recorder(side);
  await call('getAccounts (before connect)', 'getAccounts', []);
  // Each prompt refused, so that the site is still not connected for the calls after it.
  await call('getPublicKey (before connect, prompt refused)', 'getPublicKey', [], 'reject');
  await call('getBalance (before connect, prompt refused)', 'getBalance', [], 'reject');
  await call('requestAccounts (rejected)', 'requestAccounts', [], 'reject');
  const first = await call('requestAccounts (first)', 'requestAccounts', []);
  await call('requestAccounts (again, connected)', 'requestAccounts', []);
  await call('getAccounts (connected)', 'getAccounts', []);
  await call('getPublicKey', 'getPublicKey', []);
  await call('getNetwork', 'getNetwork', []);
  await call('getChain', 'getChain', []);
  await call("switchNetwork('testnet') (current)", 'switchNetwork', ['testnet']);
  await call("switchChain('BITCOIN_TESTNET') (current)", 'switchChain', ['BITCOIN_TESTNET']);
  await call("switchNetwork('regtest') (unknown)", 'switchNetwork', ['regtest']);
  await call('getBalance', 'getBalance', []);
  await call('getVersion', 'getVersion', []);
  await call('signMessage ecdsa', 'signMessage', [MESSAGE, 'ecdsa']);
  await call('signMessage bip322-simple', 'signMessage', [MESSAGE, 'bip322-simple']);
  await call('signMessage (rejected)', 'signMessage', [MESSAGE, 'ecdsa'], 'reject');
  const [address] = first.value as string[];
  if (!address) throw new Error(`requestAccounts gave no address: ${JSON.stringify(first.value)}`);
  const psbt = await psbtOf(devnet, address, 'testnet');
  await call('signPsbt {autoFinalized: false, toSignInputs}', 'signPsbt', [
    psbt,
    { autoFinalized: false, toSignInputs: [{ index: 0, address }] },
  ]);
  await call('signPsbt (default: finalized)', 'signPsbt', [psbt]);
  await call('signPsbt (rejected)', 'signPsbt', [psbt], 'reject');
  await call('sendBitcoin', 'sendBitcoin', [strangerAddress('testnet'), 10_000]);
  // Last: approving it would leave the wallet on mainnet.
  await call("switchNetwork('livenet') (rejected)", 'switchNetwork', ['livenet'], 'reject');
  return rows;
}
