/** A send in progress survives a reload: the txid, the signed transaction or the error is still shown. */
export const PENDING_KEY = 'satchel_pendingSend';

export interface PendingSend {
  recipient: string;
  amount: string;
  /**
   * `proposed`: a co-signed account's own send handed the payment to its co-signers; nothing was
   * broadcast, so there is no txid to show, follow or speed up, and nothing to send again.
   */
  stage: 'signing' | 'broadcasting' | 'sent' | 'proposed' | 'failed';
  txid?: string;
  /** The wallet's id for a proposed payment, when it gave one. */
  proposalId?: string;
  rawHex?: string;
  error?: { message: string; details?: string };
  /** An app-built send's PSBT: what it spends, and that it may be sped up or cancelled. */
  psbtBase64?: string;
  /** Replacements of it broadcast from here, followed in its place. */
  replacements?: string[];
}

/** What the form held when the send started: restored into it after a reload. */
export type SendForm = Pick<PendingSend, 'recipient' | 'amount'>;

export const isPendingSend = (v: unknown): v is PendingSend =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as PendingSend).recipient === 'string' &&
  typeof (v as PendingSend).stage === 'string';
