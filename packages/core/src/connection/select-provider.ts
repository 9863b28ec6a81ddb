import { ConnectionErrors as Errors } from '../primitives/errors/connection-errors';
import type { WalletOption } from '../wallets/kit/types';

export type SelectProvider = (options: WalletOption[]) => Promise<string>;

/**
 * With nothing stored the chooser is asked. No options at all, no chooser, or a
 * cancelled chooser each give their catalogue error.
 */
export async function chooseProvider(
  options: WalletOption[],
  selectProvider: SelectProvider | undefined,
): Promise<string> {
  if (options.length === 0) throw Errors.noWallets();
  if (!selectProvider) throw Errors.chooserMissing();
  try {
    const walletId = await selectProvider(options);
    if (typeof walletId !== 'string' || walletId === '') throw new Error('No wallet was chosen.');
    return walletId;
  } catch (cause) {
    throw Errors.selectionCancelled({ cause });
  }
}
