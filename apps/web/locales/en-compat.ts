/**
 * Strings of the PSBT page's wallet check, loaded with that page only. `{wallet}` is
 * a wallet's name; the rules' own plain words (`@satchel/core/compat`) complete the sentences.
 */
export const enCompat = {
  checking: 'Checking what your wallet can sign…',
  canSign: '{wallet} can sign what this PSBT asks.',
  inputs: 'Inputs {inputs}.',
  answers: 'It answers with the whole PSBT as {encoding}, {finalized}.',
  answersSignatures: 'It answers with the signatures only, as {encoding}.',
  finalized: 'the inputs it signs finalized',
  notFinalized: 'not finalized',
  cannot: '{wallet} will not sign this PSBT as it is.',
  some: '{wallet} will sign only input {inputs} of it.',
  unknown: 'Nobody can say yet whether {wallet} signs this PSBT.',
  earlierSigns: '{wallet} signs it.',
  earlierSome: '{wallet} signs only input {inputs} of it.',
  earlierUnknown: 'Nobody can say yet whether {wallet} signs it.',
  earlierCannot: '{wallet} does not sign it.',
  inputReason: 'Input {index}, {sighash}: {why}.',
  requestReason: '{why}.',
  says: '{wallet} answers:',
  does: 'What {wallet} does:',
  givesAway: 'Satchel does not ask {wallet} to sign it:',
  source: 'source',
  scriptPath:
    'Input {inputs} is spent through a taproot script, not from your wallet’s addresses: it is signed by whoever holds the key in its leaf.',
  oneAllowed:
    'Satchel passes a sighash on to {wallet} only when exactly one type is ticked under “Allowed sighash types”.',
  able: 'Wallets that can sign all of it: {wallets}.',
  none: 'No wallet Satchel lists is known to sign all of it.',
  noRules: 'Satchel has no signing rules for {wallet}.',
  batchOne: '{wallet} signs these {count} PSBTs in one prompt.',
  batchEach: '{wallet} asks once for each of these {count} PSBTs.',
  batchRefuses: 'PSBT {n}: {reason}',
};
