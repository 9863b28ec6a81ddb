import type { FeeRates } from '@satchel/core';
import { useFeeRates } from '@satchel/react';
import { useState } from 'react';
import type { FeeChoice } from './FeePicker';

export interface FeeChoiceState {
  /** The choice in effect: "set by the wallet" when the wallet has its own send, else a rate. */
  choice: FeeChoice;
  setChoice: (next: FeeChoice) => void;
  /** The explorer's rates, once known. */
  fees: FeeRates | undefined;
  /** The wallet has its own send for what the form sends, so it may pick the fee itself. */
  walletSends: boolean;
}

/**
 * The fee of a form whose wallet may send by itself (the Send page, an asset transfer). The wallet
 * picks the fee by default; a wallet without its own send gets the normal rate instead, and gets
 * "set by the wallet" back if a wallet that has one connects.
 */
export function useFeeChoice(walletSends: boolean): FeeChoiceState {
  const fees = useFeeRates().data;
  const [picked, setChoice] = useState<FeeChoice>({ speed: 'wallet', custom: '' });
  const speed = picked.speed === 'wallet' && !walletSends ? 'normal' : picked.speed;
  return { choice: { ...picked, speed }, setChoice, fees, walletSends };
}
