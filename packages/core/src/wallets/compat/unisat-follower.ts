import { BITCOINJS_SIGHASH_WORDS, networkRefusal } from './refusals';
import { UNISAT_DEV_SUPPORT_33, UNISAT_PROVIDER, UNISAT_WALLET } from './sources';
import type { SighashRule, WalletRules } from './types';

/**
 * What Unisat and the wallets that follow its `signPsbt(hex, {autoFinalized, toSignInputs})` share:
 * the request's shape, and the rules of a wallet that says it follows Unisat's protocol. Each
 * wallet's own rules are in its folder (`wallets/<id>/signing-rules.ts`).
 */

export const HEX = { input: 'hex', output: 'hex', returns: 'psbt' } as const;
/** bitcoinjs-lib's `signInput` defaults: DEFAULT for taproot inputs, ALL for the others. */
export const BITCOINJS_DEFAULTS = { taproot: [0x00], other: [0x01] } as const;
export const SIGHASH_TYPES = { name: 'sighashTypes', satchel: 'each-input' } as const;

/** What a wallet that follows Unisat's protocol is expected to do with a sighash (not verified). */
function inferredSighash(source: string): SighashRule {
  return {
    policy: 'allow-list',
    param: SIGHASH_TYPES,
    defaults: BITCOINJS_DEFAULTS,
    refusal: { words: BITCOINJS_SIGHASH_WORDS, quoted: false, source },
    certainty: 'inferred',
    sources: [source, UNISAT_DEV_SUPPORT_33],
    plain:
      'follows Unisat: a sighash other than ALL or DEFAULT only when the request lists it in sighashTypes',
  };
}

/** The wallets that say they follow Unisat's protocol; what they do beyond it is not documented. */
export function unisatFollower(
  name: string,
  source: string,
  options: {
    networks: WalletRules['networks']['networks'];
    batch: 'one' | 'per-psbt';
    scriptPathNote: string;
  },
): WalletRules {
  return {
    name,
    format: { ...HEX, certainty: 'docs', sources: [source], plain: 'hex in, hex out, as Unisat' },
    finalize: {
      byDefault: 'signed-inputs',
      certainty: 'inferred',
      sources: [source, UNISAT_PROVIDER],
      plain: 'follows Unisat: finalizes the inputs it signs unless autoFinalized is false',
    },
    sighash: inferredSighash(source),
    scriptPath: { policy: 'unknown', certainty: 'docs', sources: [source], plain: options.scriptPathNote },
    addresses: {
      policy: 'one',
      refusal: { words: `${name} signs only with its one active address`, quoted: false, source },
      certainty: 'inferred',
      sources: [source, UNISAT_WALLET],
      plain: 'one active address, as Unisat',
    },
    batch: {
      prompts: options.batch,
      ...(options.batch === 'one' ? { method: 'signPsbts' } : {}),
      certainty: 'docs',
      sources: [source],
      plain:
        options.batch === 'one' ? 'signs a batch in one prompt (signPsbts)' : 'each PSBT is its own prompt',
    },
    networks: {
      networks: options.networks,
      refusal: networkRefusal(name, source),
      certainty: 'docs',
      sources: [source],
      plain: options.networks.join(', '),
    },
  };
}
