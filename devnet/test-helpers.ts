/** Moved to test/devnet/chain.ts; kept for the test files that still import it from here. */
export * from '../test/devnet/chain';
