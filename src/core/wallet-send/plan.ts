import type { Account, Connector } from '../connectors/types';
import { ErrorCode, Errors, SatchelError } from '../errors';
import type { ExplorerClient } from '../explorer';
import { assertAddressForNetwork, type BitcoinNetwork } from '../networks';
import { addressToScript, type OutputType, scriptKind } from '../psbt/scripts';
import { buildSendPsbt, dustThreshold, type FundingUtxo } from '../send';
import type { SpendableInputType } from '../send/size';
import { formatBtc, parseBtcAmount } from '../units';

/** What the review step shows and what `executeSend` carries out. */
export type SendPlan =
  | { mode: 'native'; recipient: string; amount: bigint; from: string }
  | {
      mode: 'psbt';
      recipient: string;
      amount: bigint;
      from: string;
      fee: bigint;
      feeRate: number;
      vsize: number;
      psbtBase64: string;
      inputCount: number;
    };

export interface PlanSendParams {
  connector: Connector;
  explorer: ExplorerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  recipient: string;
  amountText: string;
  /** Target rate for a transaction built here (sat/vB). */
  feeRate: number;
  /**
   * SPEC R7.1: the wallet's own send where it has one. False builds the transaction here so
   * the chosen fee rate holds and the review shows the exact fee.
   */
  useWalletSend?: boolean;
}

const SPENDABLE: Partial<Record<Account['addressType'], SpendableInputType>> = {
  p2wpkh: 'p2wpkh',
  p2tr: 'p2tr',
  // Wallets' "p2sh" payment addresses are BIP-49 nested segwit (docs/wallet-interfaces.md §0).
  p2sh: 'p2sh-p2wpkh',
};

function invalid(message: string, details?: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_AMOUNT, message, { details });
}

/** The recipient's output type, for its dust limit; throws for unpayable scripts. */
function recipientType(address: string): OutputType {
  const script = addressToScript(address);
  const kind = script ? scriptKind(script) : 'unknown';
  if (kind === 'p2pkh' || kind === 'p2sh' || kind === 'p2wpkh' || kind === 'p2wsh' || kind === 'p2tr')
    return kind;
  throw new SatchelError(ErrorCode.INVALID_ADDRESS, 'This address cannot be paid to.', { details: address });
}

/**
 * SPEC R7.2: everything that can be refused is refused here, before any wallet popup:
 * invalid or wrong-network address, amount ≤ 0 or with more than 8 decimals, dust, more
 * than the spendable balance. Then SPEC R7.1: the wallet's own send where it has one,
 * else coin selection over the payment address's UTXOs into an RBF PSBT.
 */
export async function planSend(params: PlanSendParams): Promise<SendPlan> {
  const { payment, network, explorer } = params;
  if (!payment) throw Errors.noConnectedAddress();
  const recipient = params.recipient.trim();
  assertAddressForNetwork(recipient, network);
  const amount = parseBtcAmount(params.amountText);
  if (amount <= 0n) throw invalid('The amount must be more than zero.', params.amountText);
  const dust = dustThreshold(recipientType(recipient));
  if (amount < dust) {
    throw invalid(`The amount is below the dust limit of ${dust} sats for this address.`, params.amountText);
  }
  const utxos = await explorer.getUtxos(payment.address);
  const spendable = utxos.reduce((sum, u) => sum + u.value, 0n);
  if (amount > spendable) {
    throw new SatchelError(
      ErrorCode.INSUFFICIENT_FUNDS,
      `The amount is more than your spendable balance of ${formatBtc(spendable)} BTC.`,
      { details: params.amountText },
    );
  }
  if (params.connector.capabilities.nativeSend && params.useWalletSend !== false) {
    return { mode: 'native', recipient, amount, from: payment.address };
  }
  const type = SPENDABLE[payment.addressType];
  if (!type) {
    throw new SatchelError(
      ErrorCode.METHOD_NOT_SUPPORTED,
      'Sending from this address type is not supported.',
      {
        details: payment.addressType,
      },
    );
  }
  const funding: FundingUtxo[] = utxos.map((u) => ({
    txid: u.txid,
    vout: u.vout,
    value: u.value,
    type,
    address: payment.address,
    publicKey: type === 'p2sh-p2wpkh' ? payment.publicKey : undefined,
    tapInternalKey: type === 'p2tr' ? payment.publicKey.slice(-64) : undefined,
  }));
  const built = buildSendPsbt({
    utxos: funding,
    recipientAddress: recipient,
    amount,
    changeAddress: payment.address,
    feeRate: params.feeRate,
    network,
  });
  return {
    mode: 'psbt',
    recipient,
    amount,
    from: payment.address,
    fee: built.selection.fee,
    feeRate: params.feeRate,
    vsize: built.selection.vsize,
    psbtBase64: built.psbtBase64,
    inputCount: built.selection.inputs.length,
  };
}
