/** Strings of fiat amounts, loaded with the first amount that shows one. */
export const enFiat = {
  currency: 'Currency',
  /** A review row: `{what}` is the BTC row it converts, e.g. `Total in USD`. */
  in: '{what} in {currency}',
  amount: 'Amount',
  total: 'Total',
  fee: 'Fee',
  /** A transfer's sats leaving the wallet: the postage that travels with the asset, and the fee. */
  cost: 'Cost',
  totalOut: 'Total out',
} as const;
