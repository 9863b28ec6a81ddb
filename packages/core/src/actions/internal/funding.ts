import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { FundingUtxo } from '../../protocol/send';
import type { SpendableInputType } from '../../protocol/send/size';
import type { Account } from '../../wallets/kit/types';
import { usablePublicKey } from '../../wallets/kit/usable-public-key';

const SPENDABLE: Partial<Record<Account['addressType'], SpendableInputType>> = {
  p2wpkh: 'p2wpkh',
  p2tr: 'p2tr',
  // Wallets' "p2sh" payment addresses are BIP-49 nested segwit (docs/wallet-interfaces.md §0).
  p2sh: 'p2sh-p2wpkh',
};

/** Shown in the `Errors.noUsablePublicKey` refusal when the caller does not name the wallet. */
const SOME_WALLET = 'The wallet';

interface FundingOptions {
  /** The output carries an inscription or runes: coin selection never spends it. */
  carriesAssets?: boolean;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal. */
  walletName?: string;
}

/** The funding options naming the wallet, when the caller knows its name. */
export function named(params: { walletName?: string | undefined }): FundingOptions {
  return params.walletName === undefined ? {} : { walletName: params.walletName };
}

let lastChecked: { address: string; publicKey: string; usable: string | undefined } | undefined;

/**
 * The account's key when it is the address's own. Connectors from `loadConnector`
 * already hand out only such keys; this holds for accounts from anywhere else too. The last answer
 * is kept: one account's coins come in a run, and a taproot check costs a curve multiplication.
 */
function accountKey(account: Account): string | undefined {
  const { address, publicKey } = account;
  if (lastChecked?.address !== address || lastChecked.publicKey !== publicKey) {
    lastChecked = { address, publicKey, usable: usablePublicKey(address, publicKey) };
  }
  return lastChecked.usable;
}

/**
 * An account's output as a PSBT input can spend it: its type, and the key data the input needs
 * (BIP-371 tapInternalKey for taproot, the public key for the nested-segwit redeem script).
 * @throws SatchelError for address types the app cannot build inputs for, and
 * `{wallet} did not provide a usable public key for {address}.` when the input needs
 * the account's key and the wallet gave none that matches the address.
 */
export function fundingUtxo(
  account: Account,
  utxo: { txid: string; vout: number; value: bigint },
  options: FundingOptions = {},
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
  let key: string | undefined;
  if (type !== 'p2wpkh') {
    key = accountKey(account);
    if (!key) throw Errors.noUsablePublicKey(options.walletName ?? SOME_WALLET, account.address);
  }
  return {
    txid: utxo.txid,
    vout: utxo.vout,
    value: utxo.value,
    type,
    address: account.address,
    publicKey: type === 'p2sh-p2wpkh' ? key : undefined,
    // An x-only key is the internal key itself; a compressed one carries it after its prefix byte.
    tapInternalKey: type === 'p2tr' ? key?.slice(-64) : undefined,
    // Coin selection never spends these (packages/core/src/protocol/send/select.ts).
    inscription: options.carriesAssets ?? false,
  };
}
