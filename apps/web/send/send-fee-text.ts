import { formatBtc, type SendPlan } from '@satchel/core';
import { en } from '../locales/en-pages';
import { feeRateText } from './fee-rate-text';

/**
 * The fee line of a reviewed send: the fee and rate of a transaction built here; for one the
 * wallet makes itself, that it picks the fee, or the rate handed to it, saying so when the wallet
 * takes whole sat/vB only and the chosen rate was rounded up.
 */
export function sendFeeText(plan: SendPlan, walletName: string): string {
  if (plan.mode === 'psbt') {
    return `${formatBtc(plan.fee)} BTC (${feeRateText(plan.feeRate)} sat/vB, ~${plan.vsize} vB)`;
  }
  if (plan.feeRate === undefined) return en.send.feeByWallet;
  const rate = feeRateText(plan.feeRate);
  if (plan.chosenFeeRate === undefined) return en.send.walletRate.replace('{rate}', rate);
  return en.send.walletRateRounded
    .replace('{wallet}', walletName)
    .replace('{chosen}', feeRateText(plan.chosenFeeRate))
    .replace('{rate}', rate);
}
