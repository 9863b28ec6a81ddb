import { schnorr } from '@noble/curves/secp256k1.js';
import { tapLeafHash } from '@satchel/core/internal';
import { assertInputsSigned } from '@satchel/core/protocol/psbt/check-signed';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { nodeVerdict, type Verdict } from './node-oracle';
import { key, withInputEntries } from './raw-psbt';
import {
  A,
  CHAIN_PREVOUTS,
  digests,
  highS,
  INTERNAL,
  keyPathSignature,
  leafScript,
  leafSignature,
  longFormDer,
  nestedA,
  p2trT,
  request,
  S,
  signWith,
  T,
  treeA,
  type WorldOptions,
} from './world';

/**
 * Wallets' answers, good and crafted, each judged by the devnet's script verifier as a
 * node would (the oracle) and by Satchel's signed-input check, which must agree on every row.
 * Rows marked `request` are ones a node would take but the request forbids (a sighash type it did
 * not allow, a prevout or script the wallet changed): Satchel refuses those too.
 */

interface Answer {
  /** The PSBT handed back, or its base64 when crafted past scure's checks. */
  returned: btc.Transaction | string;
  indexes: number[];
  world?: WorldOptions;
  /** The spent outputs a node sees, when a row's chain differs from the common one. */
  chain?: typeof CHAIN_PREVOUTS;
}

interface Row {
  name: string;
  node: Verdict;
  request?: 'sighash' | 'fields';
  answer: () => Answer;
}

const R16_5 = 'The wallet returned a transaction that differs from the one you reviewed.';
const SINGLE_ACP = btc.SigHash.SINGLE_ANYONECANPAY;

const signed = (indexes: number[], world: WorldOptions = {}, hashTypes?: btc.SigHash[]) =>
  signWith(request(world), indexes, hashTypes);
const finalized = (indexes: number[], world: WorldOptions = {}) => {
  const tx = signed(indexes, world);
  for (const i of indexes) tx.finalizeIdx(i);
  return tx;
};
const witnessOf = (tx: btc.Transaction, i: number) => tx.getInput(i).finalScriptWitness as Uint8Array[];
/** Input `i` of `tx` with its final fields replaced (the rest of the PSBT as the wallet left it). */
function withFinal(
  tx: btc.Transaction,
  i: number,
  fields: { witness?: Uint8Array[]; scriptSig?: Uint8Array },
) {
  tx.updateInput(
    i,
    {
      ...(fields.witness ? { finalScriptWitness: fields.witness } : {}),
      ...(fields.scriptSig ? { finalScriptSig: fields.scriptSig } : {}),
    },
    true,
  );
  return tx;
}
const partialOf = (tx: btc.Transaction, i: number) =>
  tx.getInput(i).partialSig?.[0] as [Uint8Array, Uint8Array];

const GOOD: Row[] = [
  {
    name: 'p2wpkh partial signature',
    node: 'accepts',
    answer: () => ({ returned: signed([0]), indexes: [0] }),
  },
  {
    name: 'p2sh-p2wpkh partial signature',
    node: 'accepts',
    answer: () => ({ returned: signed([3]), indexes: [3] }),
  },
  {
    name: 'p2pkh partial signature',
    node: 'accepts',
    answer: () => ({ returned: signed([4]), indexes: [4] }),
  },
  {
    name: 'p2tr key-path tapKeySig',
    node: 'accepts',
    answer: () => ({ returned: signed([1]), indexes: [1] }),
  },
  {
    name: 'p2tr tapScriptSig for the committed leaf',
    node: 'accepts',
    answer: () => ({ returned: signed([5]), indexes: [5] }),
  },
  {
    name: 'every kind finalized (witness, wrapped, legacy, key path, script path)',
    node: 'accepts',
    answer: () => ({ returned: finalized([0, 1, 3, 4, 5]), indexes: [0, 1, 3, 4, 5] }),
  },
  {
    name: 'listing signature SINGLE|ANYONECANPAY where the request names it (ECDSA and Schnorr)',
    node: 'accepts',
    answer: () => {
      const world = { sighash: { 0: SINGLE_ACP, 1: SINGLE_ACP } };
      return { returned: signed([0, 1], world, [SINGLE_ACP]), indexes: [0, 1], world };
    },
  },
  {
    name: 'wallet adds the internal key the request left out (it tweaks to the output key)',
    node: 'accepts',
    answer: () => {
      // Signed from the request with the key filled in, as UniSat's signer does for its own input.
      return { returned: signed([1]), indexes: [1], world: { noInternalKey: true } };
    },
  },
  {
    name: 'wallet adds the redeem script the request left out (it hashes to the p2sh program)',
    node: 'accepts',
    answer: () => {
      const returned = request({ noRedeemScript: true });
      returned.updateInput(3, { redeemScript: nestedA.redeemScript }, true);
      return { returned: signWith(returned, [3]), indexes: [3], world: { noRedeemScript: true } };
    },
  },
];

const TEMPLATES: Row[] = [
  {
    name: 'p2wpkh witness swapped [key, signature]',
    node: 'rejects',
    answer: () => {
      const tx = finalized([0]);
      const [sig, key] = witnessOf(tx, 0) as [Uint8Array, Uint8Array];
      return { returned: withFinal(tx, 0, { witness: [key, sig] }), indexes: [0] };
    },
  },
  {
    name: 'p2wpkh witness [signature, key, junk]',
    node: 'rejects',
    answer: () => {
      const tx = finalized([0]);
      return {
        returned: withFinal(tx, 0, { witness: [...witnessOf(tx, 0), Uint8Array.of(1, 2)] }),
        indexes: [0],
      };
    },
  },
  {
    name: 'p2wpkh witness [signature, signature, key]',
    node: 'rejects',
    answer: () => {
      const tx = finalized([0]);
      const [sig, key] = witnessOf(tx, 0) as [Uint8Array, Uint8Array];
      return { returned: withFinal(tx, 0, { witness: [sig, sig, key] }), indexes: [0] };
    },
  },
  {
    name: 'p2wpkh valid witness with a non-empty scriptSig',
    node: 'rejects',
    answer: () => ({
      returned: withFinal(finalized([0]), 0, { scriptSig: Uint8Array.of(0x51) }),
      indexes: [0],
    }),
  },
  {
    name: 'p2sh-p2wpkh scriptSig [junk, redeem]',
    node: 'rejects',
    answer: () => {
      const script = btc.Script.encode([Uint8Array.of(7), nestedA.redeemScript as Uint8Array]);
      return { returned: withFinal(finalized([3]), 3, { scriptSig: script }), indexes: [3] };
    },
  },
  {
    name: 'p2sh-p2wpkh scriptSig with a non-push opcode',
    node: 'rejects',
    answer: () => {
      const script = btc.Script.encode(['NOP', nestedA.redeemScript as Uint8Array]);
      return { returned: withFinal(finalized([3]), 3, { scriptSig: script }), indexes: [3] };
    },
  },
  {
    name: 'p2sh-p2wpkh redeem script pushed with OP_PUSHDATA1 (not minimal)',
    node: 'rejects',
    answer: () => {
      const redeem = nestedA.redeemScript as Uint8Array;
      const script = Uint8Array.of(0x4c, redeem.length, ...redeem);
      return { returned: withFinal(finalized([3]), 3, { scriptSig: script }), indexes: [3] };
    },
  },
  {
    name: 'p2pkh scriptSig [signature, key, extra]',
    node: 'rejects',
    answer: () => {
      const tx = finalized([4]);
      const [pubkey, sig] = partialOf(signed([4]), 4);
      return {
        returned: withFinal(tx, 4, { scriptSig: btc.Script.encode([sig, pubkey, Uint8Array.of(1)]) }),
        indexes: [4],
      };
    },
  },
  {
    name: 'p2tr key path with an annex',
    node: 'rejects',
    answer: () => {
      const tx = finalized([1]);
      return {
        returned: withFinal(tx, 1, { witness: [...witnessOf(tx, 1), Uint8Array.of(0x50)] }),
        indexes: [1],
      };
    },
  },
  {
    name: 'p2tr script path with a control block for another output',
    node: 'rejects',
    answer: () => {
      const tx = finalized([5]);
      const [sig, script, control] = witnessOf(tx, 5) as [Uint8Array, Uint8Array, Uint8Array];
      const other = Uint8Array.of(control[0] as number, ...T.x);
      return { returned: withFinal(tx, 5, { witness: [sig, script, other] }), indexes: [5] };
    },
  },
];

/** A tapScriptSig (with a leaf-script entry claiming it) on the BIP-86 input 1, which commits to no leaf. */
function uncommittedLeaf(secret: Uint8Array, x: Uint8Array): Answer {
  const tx = request();
  const script = btc.Script.encode([x, 'CHECKSIG']);
  const signature = leafSignature(tx, 1, secret, script);
  const returned = withInputEntries(
    tx,
    1,
    [],
    [
      [key(0x14, x, tapLeafHash(script)), signature],
      [key(0x15, Uint8Array.of(0xc0), T.x), Uint8Array.of(...script, 0xc0)],
    ],
  );
  return { returned, indexes: [1] };
}

const SIGNATURES: Row[] = [
  { name: 'handed back unsigned', node: 'rejects', answer: () => ({ returned: request(), indexes: [0] }) },
  {
    name: 'tapScriptSig for a leaf the output does not commit to, by another key',
    node: 'rejects',
    answer: () => uncommittedLeaf(S.secret, S.pub.subarray(1)),
  },
  {
    name: 'tapScriptSig for a leaf the output does not commit to, by the internal key',
    node: 'rejects',
    answer: () => uncommittedLeaf(T.secret, T.x),
  },
  {
    name: 'tapScriptSig on the committed leaf by a key the leaf does not name',
    node: 'rejects',
    answer: () => {
      const returned = request();
      const signature = leafSignature(returned, 5, INTERNAL.secret, leafScript);
      returned.updateInput(
        5,
        { tapScriptSig: [[{ pubKey: INTERNAL.x, leafHash: tapLeafHash(leafScript) }, signature]] },
        true,
      );
      return { returned, indexes: [5] };
    },
  },
  {
    name: 'a garbage partialSig by another key beside the right one',
    node: 'rejects',
    answer: () => {
      const returned = signed([0]);
      const [, good] = partialOf(returned, 0);
      const garbage = Uint8Array.from(good);
      garbage[10] = (garbage[10] as number) ^ 1;
      returned.updateInput(0, { partialSig: [[S.pub, garbage]] }, true);
      return { returned, indexes: [0] };
    },
  },
  {
    name: 'high-S ECDSA partial signature',
    node: 'rejects',
    answer: () => {
      const tx = signed([0]);
      const [pubkey, sig] = partialOf(tx, 0);
      return { returned: withInputEntries(tx, 0, [0x02], [[key(0x02, pubkey), highS(sig)]]), indexes: [0] };
    },
  },
  {
    name: 'high-S ECDSA in a final witness',
    node: 'rejects',
    answer: () => {
      const tx = finalized([0]);
      const [sig, key] = witnessOf(tx, 0) as [Uint8Array, Uint8Array];
      return { returned: withFinal(tx, 0, { witness: [highS(sig), key] }), indexes: [0] };
    },
  },
  {
    name: 'ECDSA in long-form (BER) DER',
    node: 'rejects',
    answer: () => {
      const tx = finalized([0]);
      const [sig, key] = witnessOf(tx, 0) as [Uint8Array, Uint8Array];
      return { returned: withFinal(tx, 0, { witness: [longFormDer(sig), key] }), indexes: [0] };
    },
  },
  {
    name: 'signature over other amounts (a tampered bit)',
    node: 'rejects',
    answer: () => {
      const returned = signed([1]);
      const sig = Uint8Array.from(returned.getInput(1).tapKeySig as Uint8Array);
      sig[3] = (sig[3] as number) ^ 1;
      returned.updateInput(1, { tapKeySig: sig }, true);
      return { returned, indexes: [1] };
    },
  },
  {
    name: 'ECDSA with SIGHASH_NONE where the request asked for ALL',
    node: 'accepts',
    request: 'sighash',
    answer: () => {
      const returned = request({ sighash: { 0: btc.SigHash.NONE } });
      signWith(returned, [0], [btc.SigHash.NONE]);
      return { returned, indexes: [0] };
    },
  },
  {
    name: 'Schnorr with SIGHASH_SINGLE|ANYONECANPAY where the request asked for DEFAULT',
    node: 'accepts',
    request: 'sighash',
    answer: () => {
      const returned = request();
      returned.updateInput(1, { tapKeySig: keyPathSignature(returned, SINGLE_ACP) }, true);
      return { returned, indexes: [1] };
    },
  },
];

const FAKE = 7_000_000n;
const fakeChain = CHAIN_PREVOUTS.map((p, i) => (i === 2 ? { ...p, value: FAKE } : p));

const FIELDS: Row[] = [
  {
    name: 'foreign input without a prevout: the wallet adds a fake witnessUtxo and signs taproot over it',
    node: 'rejects',
    request: 'fields',
    answer: () => {
      const world = { foreignPrevoutUnknown: true };
      const returned = request(world);
      returned.updateInput(
        2,
        { witnessUtxo: { script: fakeChain[2]?.script as Uint8Array, amount: FAKE } },
        true,
      );
      returned.updateInput(1, { tapKeySig: keyPathSignature(returned, 0, fakeChain) }, true);
      return { returned, indexes: [1], world };
    },
  },
  {
    name: 'foreign input without a prevout: the wallet adds one and signs an ECDSA input (not checkable)',
    node: 'accepts',
    request: 'fields',
    answer: () => {
      const world = { foreignPrevoutUnknown: true };
      const returned = request(world);
      returned.updateInput(
        2,
        { witnessUtxo: { script: fakeChain[2]?.script as Uint8Array, amount: FAKE } },
        true,
      );
      return { returned: signWith(returned, [0]), indexes: [0], world };
    },
  },
  {
    name: 'the wallet raises its own input amount and signs over it',
    node: 'rejects',
    request: 'fields',
    answer: () => {
      const returned = request();
      returned.updateInput(
        0,
        { witnessUtxo: { script: CHAIN_PREVOUTS[0]?.script as Uint8Array, amount: 61_000n } },
        true,
      );
      return { returned: signWith(returned, [0]), indexes: [0] };
    },
  },
  {
    name: 'the wallet changes the internal key (signature still good)',
    node: 'accepts',
    request: 'fields',
    answer: () => {
      const returned = withInputEntries(signed([1]), 1, [0x17], [[key(0x17), S.pub.subarray(1)]]);
      return { returned, indexes: [1] };
    },
  },
  {
    name: 'the wallet adds an internal key that does not tweak to the output key',
    node: 'accepts',
    request: 'fields',
    answer: () => {
      // Signed with the right key; the internal key it then claims is another one.
      const returned = withInputEntries(signed([1]), 1, [0x17], [[key(0x17), INTERNAL.x]]);
      return { returned, indexes: [1], world: { noInternalKey: true } };
    },
  },
  {
    name: 'the wallet changes the merkle root of the script-path input',
    node: 'accepts',
    request: 'fields',
    answer: () => {
      const returned = withInputEntries(signed([5]), 5, [0x18], [[key(0x18), new Uint8Array(32).fill(5)]]);
      return { returned, indexes: [5] };
    },
  },
];

const ROWS = [...GOOD, ...TEMPLATES, ...SIGNATURES, ...FIELDS];

const psbtText = (returned: btc.Transaction | string) =>
  typeof returned === 'string' ? returned : base64.encode(returned.toPSBT());

function satchelVerdict(answer: Answer): { verdict: Verdict; message?: string } {
  try {
    assertInputsSigned({
      requestedPsbt: base64.encode(request(answer.world).toPSBT()),
      returnedPsbt: psbtText(answer.returned),
      indexes: answer.indexes,
    });
    return { verdict: 'accepts' };
  } catch (error) {
    return { verdict: 'rejects', message: (error as Error).message };
  }
}

describe('crafted wallet answers: Satchel agrees with a node', () => {
  it('covers at least 30 answers of every class', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ROWS.map((r) => r.name)).size).toBe(ROWS.length);
  });

  it.each(ROWS)('$name: node $node', (row) => {
    const answer = row.answer();
    const requested = base64.encode(request(answer.world).toPSBT());
    const returned = psbtText(answer.returned);
    expect(nodeVerdict(requested, returned, answer.indexes, answer.chain ?? CHAIN_PREVOUTS)).toBe(row.node);
    const satchel = satchelVerdict(answer);
    expect(satchel.verdict).toBe(row.node === 'accepts' && !row.request ? 'accepts' : 'rejects');
    if (row.request === 'fields') expect(satchel.message).toBe(R16_5);
    else if (satchel.verdict === 'rejects')
      expect(satchel.message).toMatch(/^The wallet returned the PSBT without signing input \d+\.$/);
  });

  it('a signature by the right key for the leaf is still one schnorr check (sanity of the fixture)', () => {
    const tx = request();
    const sig = leafSignature(tx, 5, A.secret, leafScript);
    expect(
      schnorr.verify(
        sig,
        digests(tx).tapscript(5, 0, tapLeafHash(leafScript)) as Uint8Array,
        A.pub.subarray(1),
      ),
    ).toBe(true);
    expect(treeA.script).toEqual(CHAIN_PREVOUTS[5]?.script);
    expect(p2trT.script).toEqual(CHAIN_PREVOUTS[1]?.script);
  });
});
