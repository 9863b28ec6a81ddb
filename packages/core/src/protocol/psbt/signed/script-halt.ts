/**
 * Why a script stopped before running to true: `reason` is the text shown to the person. Thrown by
 * the interpreter and by the signature checker it calls, caught where the input is judged.
 */
export class ScriptHalt extends Error {
  override readonly name = 'ScriptHalt';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A script that a node would refuse, with what stopped it (Core's script error, in words). */
export function scriptFails(detail: string): ScriptHalt {
  return new ScriptHalt(
    `Its script does not run to true as a node runs it (${detail}), so nodes would refuse it.`,
  );
}

/** A halt whose text is already one of the input reasons (signature encoding, sighash type). */
export function haltWith(reason: string): ScriptHalt {
  return new ScriptHalt(reason);
}
