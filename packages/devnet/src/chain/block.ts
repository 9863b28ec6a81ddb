import { hex } from '@scure/base';
import { ByteReader, ByteWriter, fromDisplayHex, sha256d, toDisplayHex } from '../tx/bytes';
import { decodeTx, encodeTx, type Tx, type TxOutput } from '../tx/transaction';

/** Regtest proof-of-work limit (chainparams.cpp); about every second nonce satisfies it. */
export const REGTEST_BITS = 0x207fffff;
export const BLOCK_VERSION = 0x20000000;
export const MAX_BLOCK_WEIGHT = 4_000_000;
export const COINBASE_MATURITY = 100;
/** Regtest halves every 150 blocks (consensus.nSubsidyHalvingInterval). */
const HALVING_INTERVAL = 150;

interface BlockHeader {
  version: number;
  prevHash: string;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
}

export interface Block {
  header: BlockHeader;
  hash: string;
  txs: Tx[];
}

function encodeHeader(h: BlockHeader): Uint8Array {
  return new ByteWriter(80)
    .u32(h.version)
    .bytes(fromDisplayHex(h.prevHash))
    .bytes(fromDisplayHex(h.merkleRoot))
    .u32(h.time)
    .u32(h.bits)
    .u32(h.nonce)
    .finish();
}

export function blockHash(h: BlockHeader): string {
  return toDisplayHex(sha256d(encodeHeader(h)));
}

/** Expands compact `nBits` into the 256-bit target (arith_uint256::SetCompact). */
function bitsToTarget(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
}

export function meetsTarget(hashHex: string, bits: number): boolean {
  return BigInt(`0x${hashHex}`) <= bitsToTarget(bits);
}

/** Difficulty relative to the mainnet minimum (0x1d00ffff), as getblock reports it. */
export function difficulty(bits: number): number {
  return Number(bitsToTarget(0x1d00ffff)) / Number(bitsToTarget(bits));
}

/** Merkle root over display-order txids, duplicating the last node on odd levels (CVE-2012-2459 shape). */
export function merkleRoot(hashes: Uint8Array[]): Uint8Array {
  if (hashes.length === 0) return new Uint8Array(32);
  let level = hashes;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const a = level[i] as Uint8Array;
      const b = level[i + 1] ?? a;
      const both = new Uint8Array(64);
      both.set(a, 0);
      both.set(b, 32);
      next.push(sha256d(both));
    }
    level = next;
  }
  return level[0] as Uint8Array;
}

/** Merkle branch for Esplora's `/tx/:id/merkle-proof` (sibling hashes bottom-up, display order). */
export function merkleBranch(txids: string[], pos: number): string[] {
  let level = txids.map(fromDisplayHex);
  const branch: string[] = [];
  let index = pos;
  while (level.length > 1) {
    const sibling = level[index ^ 1] ?? level[index];
    branch.push(toDisplayHex(sibling as Uint8Array));
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const a = level[i] as Uint8Array;
      const both = new Uint8Array(64);
      both.set(a, 0);
      both.set(level[i + 1] ?? a, 32);
      next.push(sha256d(both));
    }
    level = next;
    index >>= 1;
  }
  return branch;
}

export function txMerkleRoot(txs: Tx[]): string {
  return toDisplayHex(merkleRoot(txs.map((t) => fromDisplayHex(t.txid))));
}

export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / HALVING_INTERVAL);
  return halvings >= 64 ? 0n : 5_000_000_000n >> BigInt(halvings);
}

/** CScriptNum serialization of a non-negative integer as a minimal push (BIP-34 height). */
function pushNumber(n: number): Uint8Array {
  if (n === 0) return Uint8Array.of(0x00);
  if (n >= 1 && n <= 16) return Uint8Array.of(0x50 + n);
  const bytes: number[] = [];
  let v = n;
  while (v > 0) {
    bytes.push(v & 0xff);
    v = Math.floor(v / 256);
  }
  if (((bytes[bytes.length - 1] as number) & 0x80) !== 0) bytes.push(0);
  return Uint8Array.of(bytes.length, ...bytes);
}

const WITNESS_COMMITMENT_HEADER = hex.decode('aa21a9ed');

/**
 * Builds a coinbase the way Core's miner does: BIP-34 height then OP_0 in the scriptSig,
 * and a BIP-141 witness commitment (wtxid merkle root with a zero reserved value) as the
 * last output, with the reserved value as the coinbase witness.
 */
export function buildCoinbase(height: number, payTo: Uint8Array, value: bigint, txs: Tx[]): Tx {
  const wtxids = [new Uint8Array(32), ...txs.map((t) => sha256d(t.raw))];
  const reserved = new Uint8Array(32);
  const commitment = sha256d(Uint8Array.from([...merkleRoot(wtxids), ...reserved]));
  const outputs: TxOutput[] = [
    { value, script: payTo },
    { value: 0n, script: Uint8Array.from([0x6a, 0x24, ...WITNESS_COMMITMENT_HEADER, ...commitment]) },
  ];
  const raw = encodeTx({
    version: 2,
    inputs: [
      {
        prevHash: new Uint8Array(32),
        vout: 0xffffffff,
        scriptSig: Uint8Array.from([...pushNumber(height), 0x00]),
        sequence: 0xffffffff,
        witness: [reserved],
      },
    ],
    outputs,
    locktime: 0,
  });
  return decodeTx(raw);
}

/** Grinds the nonce until the header meets its target (about two tries at regtest difficulty). */
export function solveHeader(header: BlockHeader): { header: BlockHeader; hash: string } {
  const h = { ...header };
  for (;;) {
    const hash = blockHash(h);
    if (meetsTarget(hash, h.bits)) return { header: h, hash };
    h.nonce = (h.nonce + 1) >>> 0;
    if (h.nonce === 0) h.time += 1;
  }
}

export function encodeBlock(block: Block): Uint8Array {
  const w = new ByteWriter(1024);
  w.bytes(encodeHeader(block.header)).varint(block.txs.length);
  for (const tx of block.txs) w.bytes(tx.raw);
  return w.finish();
}

export function decodeBlock(raw: Uint8Array): Block {
  const r = new ByteReader(raw);
  const header: BlockHeader = {
    version: r.u32() | 0,
    prevHash: toDisplayHex(r.bytes(32)),
    merkleRoot: toDisplayHex(r.bytes(32)),
    time: r.u32(),
    bits: r.u32(),
    nonce: r.u32(),
  };
  const n = r.varint();
  const txs: Tx[] = [];
  for (let i = 0; i < n; i++) {
    const start = r.pos;
    const tx = decodeTxAt(raw, start);
    txs.push(tx);
    r.pos = start + tx.size;
  }
  if (r.remaining !== 0) throw new Error('trailing data after block');
  return { header, hash: blockHash(header), txs };
}

/** Transactions in a block are concatenated; find each one's extent by parsing a prefix. */
function decodeTxAt(raw: Uint8Array, start: number): Tx {
  const len = txLengthAt(raw, start);
  return decodeTx(raw.slice(start, start + len));
}

function txLengthAt(raw: Uint8Array, start: number): number {
  const r = new ByteReader(raw.subarray(start));
  r.u32();
  let witness = false;
  if (raw[start + 4] === 0 && raw[start + 5] === 1) {
    witness = true;
    r.pos += 2;
  }
  const nIn = r.varint();
  for (let i = 0; i < nIn; i++) {
    r.bytes(36);
    r.varbytes();
    r.u32();
  }
  const nOut = r.varint();
  for (let i = 0; i < nOut; i++) {
    r.u64();
    r.varbytes();
  }
  if (witness) {
    for (let i = 0; i < nIn; i++) {
      const items = r.varint();
      for (let j = 0; j < items; j++) r.varbytes();
    }
  }
  r.u32();
  return r.pos;
}

/**
 * The regtest genesis block (chainparams.cpp CreateGenesisBlock): the 2009 coinbase, time
 * 1296688602, nonce 2. Its hash is the well-known 0f9188f1…2206. Its output is never
 * spendable, as in Core, so it is not added to the UTXO set.
 */
export function regtestGenesis(): Block {
  const pubkey = hex.decode(
    '04678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5f',
  );
  return genesisBlock(
    'The Times 03/Jan/2009 Chancellor on brink of second bailout for banks',
    Uint8Array.from([0x41, ...pubkey, 0xac]),
    1296688602,
    2,
  );
}

/** What the private mainnet-encoded chain's genesis coinbase says, so no one mistakes its blocks. */
export const PRIVATE_MAINNET_GENESIS_MESSAGE = 'Satchel private test chain: not Bitcoin mainnet';

let privateMainnet: Block | undefined;

/**
 * The genesis of the devnet that speaks mainnet encodings: a chain of its own, never Bitcoin's
 * (whose genesis is 000000000019d6…8ce26f), so a block, header or chain id from it can never pass
 * for mainnet's. Deterministic: a fixed message and time, and the first nonce that meets the
 * regtest target, so every such devnet shares one genesis and state files replay onto it. Its
 * output is an OP_RETURN: provably unspendable, as the genesis output is unspendable in Core.
 */
export function privateMainnetGenesis(): Block {
  privateMainnet ??= genesisBlock(
    PRIVATE_MAINNET_GENESIS_MESSAGE,
    Uint8Array.of(0x6a),
    // 2026-01-01T00:00:00Z
    1767225600,
  );
  return privateMainnet;
}

/**
 * A genesis block in CreateGenesisBlock's shape: a version-1 coinbase whose scriptSig is
 * `486604799 4 <message>`, one 50 BTC output, version-1 header on the regtest target. Without a
 * nonce the header is solved from nonce 0.
 */
function genesisBlock(message: string, outputScript: Uint8Array, time: number, nonce?: number): Block {
  const text = new TextEncoder().encode(message);
  if (text.length > 75) throw new Error('genesis message longer than one direct push');
  const scriptSig = Uint8Array.from([...hex.decode('04ffff001d0104'), text.length, ...text]);
  const coinbase = decodeTx(
    encodeTx({
      version: 1,
      inputs: [
        { prevHash: new Uint8Array(32), vout: 0xffffffff, scriptSig, sequence: 0xffffffff, witness: [] },
      ],
      outputs: [{ value: 5_000_000_000n, script: outputScript }],
      locktime: 0,
    }),
  );
  const header: BlockHeader = {
    version: 1,
    prevHash: '0'.repeat(64),
    merkleRoot: coinbase.txid,
    time,
    bits: REGTEST_BITS,
    nonce: nonce ?? 0,
  };
  if (nonce !== undefined) return { header, hash: blockHash(header), txs: [coinbase] };
  const solved = solveHeader(header);
  return { header: solved.header, hash: solved.hash, txs: [coinbase] };
}
