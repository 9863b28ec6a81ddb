import type { ExplorerClient } from '../clients/explorer';
import { ErrorCode, Errors, isSatchelError, SatchelError } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import { formatBtc, parseBtcAmount } from '../primitives/units';
import { assessFee, type FeeWarning } from '../protocol/fee-guard';
import { buildSendPsbt, checkPayment, walletSendFeeRate } from '../protocol/send';
import type { Account, Connector, TransferRecipient } from '../wallets/kit/types';
import { type AssetNote, vouchedNote } from './flow';
import {
  type AssetIndex,
  assetsUnconfirmed,
  mayHoldAssets,
  readAssetStatus,
  spendableBy,
} from './internal/asset-safety';
import { fundingUtxo } from './internal/funding';

/** What the review step shows and what `executeSend` carries out. */
export type SendPlan =
  | {
      mode: 'native';
      recipient: string;
      amount: bigint;
      recipients: TransferRecipient[];
      from: string;
      /**
       * The rate (sat/vB) handed to the wallet's own send, when the person chose one and the send
       * is the wallet's; absent, the wallet prices it.
       */
      feeRate?: number;
      /**
       * The rate the person chose, when the wallet takes only whole sat/vB and `feeRate` is it
       * rounded up: the review says so.
       */
      chosenFeeRate?: number;
    }
  | {
      mode: 'psbt';
      /** The first recipient; `recipients` lists every row. */
      recipient: string;
      /** The total sent to the recipients. */
      amount: bigint;
      recipients: TransferRecipient[];
      from: string;
      fee: bigint;
      feeRate: number;
      vsize: number;
      psbtBase64: string;
      inputCount: number;
      /**
       * A fee above the amount sent, or a rate above the ceiling (5× the fastest
       * estimate, 1,000 sat/vB without one). The review must be confirmed when any is present.
       */
      feeWarnings: FeeWarning[];
      /** The rate ceiling applied (sat/vB), for the warning's text. */
      feeCeiling: number;
      /**
       * By input: free of inscriptions and runes when the index vouched for it, else unknown
       * (absent, as for a replacement: all unknown).
       */
      inputAssets?: AssetNote[];
    };

export interface PlanSendParameters {
  connector: Connector;
  explorer: ExplorerClient;
  network: BitcoinNetwork;
  payment: Account | undefined;
  /** One recipient, or the first of several. */
  recipient: string;
  amountText: string;
  /** Many recipients in one send; when given, `recipient` and `amountText` are ignored. */
  recipients?: readonly { address: string; amountText: string }[];
  /** Target rate for a transaction built here (sat/vB). */
  feeRate: number;
  /** The explorer's fastest estimate (sat/vB), for the fee guard's ceiling; unknown when absent. */
  fastestRate?: number;
  /** The indexer's view of which outputs carry inscriptions or runes. */
  assets?: AssetIndex;
  /** The wallet's ordinals address: when it is the payment address, that address may hold assets. */
  ordinalsAddress?: string;
  /**
   * The wallet's own send where it has one. False builds the transaction here so
   * the chosen fee rate holds and the review shows the exact fee.
   */
  useWalletSend?: boolean;
}

/**
 * Everything that can be refused is refused here, before any wallet popup:
 * invalid or wrong-network address, amount ≤ 0 or with more than 8 decimals, dust, more
 * than the spendable balance. Then the wallet's own send where it has one,
 * else coin selection over the payment address's UTXOs into an RBF PSBT.
 * @throws SatchelError for each refusal above, before any wallet is asked.
 */
export async function planSend(params: PlanSendParameters): Promise<SendPlan> {
  const { payment, network, explorer } = params;
  if (!payment) throw Errors.noConnectedAddress();
  const rows = params.recipients ?? [{ address: params.recipient, amountText: params.amountText }];
  const recipients = rows.map((row, index) => checkRow(row, index, rows.length, network));
  const recipient = recipients[0]?.address ?? '';
  const amount = recipients.reduce((sum, r) => sum + r.amount, 0n);
  if (recipients.length === 0)
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'Add at least one recipient.');
  const mayHold = mayHoldAssets(payment, params.ordinalsAddress);
  const [utxos, guarded] = await Promise.all([
    explorer.getUtxos(payment.address),
    readAssetStatus(params.assets, payment.address),
  ]);
  const canSpend = spendableBy(guarded, mayHold);
  const isProtected = (u: { txid: string; vout: number }) => !canSpend(u);
  // Outputs carrying inscriptions or runes are never spendable here.
  const spendable = utxos.reduce((sum, u) => (isProtected(u) ? sum : sum + u.value), 0n);
  if (amount > spendable) {
    throw new SatchelError(
      ErrorCode.INSUFFICIENT_FUNDS,
      `The amount is more than your spendable balance of ${formatBtc(spendable)} BTC.`,
      { details: formatBtc(amount) },
    );
  }
  const { capabilities } = params.connector;
  // Several recipients go through the wallet only when its send takes several (else built here).
  const walletCanSend =
    capabilities.nativeSend && (recipients.length === 1 || capabilities.multiRecipientSend);
  if (walletCanSend && params.useWalletSend !== false) {
    return { mode: 'native', recipient, amount, recipients, from: payment.address };
  }
  if (capabilities.psbtSigning === false) {
    // A phone wallet over WalletConnect may approve neither `sendTransfer` nor `signPsbt` (a
    // session grants only the methods it approved): nothing here can move its coins, said before any popup.
    throw new SatchelError(
      ErrorCode.METHOD_NOT_SUPPORTED,
      `${params.connector.name} approved neither sending nor signing transactions for this connection.`,
    );
  }
  if (guarded === undefined && mayHold) {
    // Without the index's answer the app cannot tell which coins are safe to spend; the wallet's
    // own send knows its assets. A wallet whose send takes a fee rate gets the one chosen (rounded
    // up where it takes whole sat/vB, which the review says). Otherwise refuse rather than hand
    // the send over with another fee; the message points to the wallet's own send.
    const takes = capabilities.sendFeeRate;
    if (walletCanSend && takes) {
      return {
        mode: 'native',
        recipient,
        amount,
        recipients,
        from: payment.address,
        ...walletSendFeeRate(params.feeRate, takes),
      };
    }
    throw assetsUnconfirmed(payment.address);
  }
  const walletName = params.connector.name;
  const funding = utxos.map((u) => fundingUtxo(payment, u, { carriesAssets: isProtected(u), walletName }));
  const built = buildSendPsbt({
    utxos: funding,
    recipients,
    changeAddress: payment.address,
    feeRate: params.feeRate,
    network,
  });
  return {
    mode: 'psbt',
    recipient,
    amount,
    recipients,
    from: payment.address,
    fee: built.selection.fee,
    feeRate: params.feeRate,
    vsize: built.selection.vsize,
    psbtBase64: built.psbtBase64,
    inputCount: built.selection.inputs.length,
    inputAssets: built.selection.inputs.map((u) => vouchedNote(`${u.txid}:${u.vout}`, guarded?.free)),
    ...feeGuard(built.selection.fee, amount, params.feeRate, params.fastestRate),
  };
}

function feeGuard(fee: bigint, amount: bigint, feeRate: number, fastestRate: number | undefined) {
  const { warnings, ceiling } = assessFee({ fee, amountSent: amount, feeRate, fastestRate });
  return { feeWarnings: warnings, feeCeiling: ceiling };
}

/** One row's checks; with several rows the refusal says which one. */
function checkRow(
  row: { address: string; amountText: string },
  index: number,
  count: number,
  network: BitcoinNetwork,
): TransferRecipient {
  try {
    const address = row.address.trim();
    const amount = parseBtcAmount(row.amountText);
    checkPayment({ address, amount, network });
    return { address, amount };
  } catch (cause) {
    if (count === 1 || !isSatchelError(cause)) throw cause;
    throw new SatchelError(cause.code, `Recipient ${index + 1}: ${cause.message}`, {
      details: cause.details ?? row.address,
      cause,
    });
  }
}
