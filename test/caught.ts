import { SatchelError } from '@satchel/core/errors';
import { expect } from 'vitest';

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

/** Awaits `promise`, asserts it rejects with a SatchelError, and returns it for further checks. */
export async function rejection(promise: Promise<unknown>): Promise<SatchelError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SatchelError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
