import { expect } from 'vitest';
import { SatchelError } from '../src/core/errors';

/** Runs `fn`, asserts it throws a SatchelError, and returns it for further checks. */
export function caught(fn: () => unknown): SatchelError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SatchelError);
    return error as SatchelError;
  }
  throw new Error('expected a SatchelError');
}
