import type { Account } from '../connectors/types';
import { ErrorCode, SatchelError } from '../errors';
import type { FundingUtxo } from '../send';
import type { SpendableInputType } from '../send/size';

const SPENDABLE: Partial<Record<Account['addressType'], SpendableInputType>> = {
  p2wpkh: 'p2wpkh',
  p2tr: 'p2tr',
  // Wallets' "p2sh" payment addresses are BIP-49 nested segwit (docs/wallet-interfaces.md §0).
  p2sh: 'p2sh-p2wpkh',
};

/**
 * An account's output as a PSBT input can spend it: its type, and the key data the input needs
 * (BIP-371 tapInternalKey for taproot, the public key for the nested-segwit redeem script).
 * @throws SatchelError for address types the app cannot build inputs for.
 */
export function fundingUtxo(
  account: Account,
  utxo: { txid: string; vout: number; value: bigint },
  carriesAssets = false,
): FundingUtxo {
  const type = SPENDABLE[account.addressType];
  if (!type) {
    throw new SatchelError(
      ErrorCode.METHOD_NOT_SUPPORTED,
      'Sending from this address type is not supported.',
      {
        details: account.addressType,
      },
    );
  }
  return {
    txid: utxo.txid,
    vout: utxo.vout,
    value: utxo.value,
    type,
    address: account.address,
    publicKey: type === 'p2sh-p2wpkh' ? account.publicKey : undefined,
    tapInternalKey: type === 'p2tr' ? account.publicKey.slice(-64) : undefined,
    // Coin selection never spends these (src/core/send/select.ts).
    inscription: carriesAssets,
  };
}
