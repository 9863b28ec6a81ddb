import { objectOrUndefined, type WalletGlobals } from '../kit/globals';

/**
 * OneKey's Bitcoin provider: its own `window.$onekey.btc`, which OneKey recommends, else the
 * `window.unisat` it also writes, flagged `isOneKey` ("Two types of APIs are provided:
 * `window.unisat` and `window.$onekey.btc`", https://github.com/OneKeyHQ/docs, `btc/guide.md`;
 * bigmi's OneKey connector reads `window.$onekey.btc`). A flagged `window.unisat` is OneKey's,
 * never Unisat's (babylonlabs-io/babylon-toolkit PR 1840).
 */
export function findOneKey(win: WalletGlobals): Record<string, unknown> | undefined {
  const own = objectOrUndefined(objectOrUndefined(win.$onekey)?.btc);
  if (own) return own;
  const shared = objectOrUndefined(win.unisat);
  return shared?.isOneKey === true ? shared : undefined;
}
