import type { Family } from '../config';

/**
 * What the suite and the tools need to know about each Dev Wallet family without loading it: one
 * row per family, beside the family files, so no other list of families is kept by hand.
 */
export interface FamilyFacts {
  /** The family's signPsbt in this package: what turns its wire request into the signer's call. */
  signingCode: string;
  /** Every wallet method of the family that signs (each goes through the one gate, signer.ts). */
  signingMethods: readonly string[];
  /** The wallet has a disconnect (renounce) call; the others are forgotten by the page alone. */
  renounces: boolean;
  /** The wallet exposes one address for payments and ordinals alike. */
  singleAddress: boolean;
  /**
   * The strongest source the family's behaviour is checked against (its file says it
   * per behaviour). A real extension or the wallet's own published code beats its documents.
   * Absent for the Dev Wallet's own identity and the generic Wallet Standard wallet.
   */
  checkedAgainst?: string;
  /**
   * The real wallet speaks only Bitcoin mainnet on its main provider, so the Dev Wallet answers it
   * with mainnet addresses whatever network it is set to (the family file cites the
   * wallet's documentation).
   */
  mainnetAddresses?: true;
  /** The wallet's global arrives after the page's first scripts, as the real one does. */
  arrivesLate?: true;
  /** The name of the wallet's protocol when it has one of its own beside the wallet's (the Dev Wallet's README names both). */
  protocol?: string;
}

export const FAMILY_FACTS: Readonly<Record<Family, FamilyFacts>> = {
  xverse: {
    signingCode: 'src/families/sats-connect-signing.ts',
    signingMethods: [
      'signMessage',
      'signPsbt',
      'sendTransfer',
      'runes_mint',
      'runes_etch',
      'runes_rbfOrder',
      'runes_transfer',
      'ord_sendInscriptions',
      'signTransaction',
      'signMultipleTransactions',
      'sendBtcTransaction',
    ],
    renounces: true,
    singleAddress: false,
    checkedAgainst: "real code: sats-connect@4.2.1 (Xverse's client)",
    protocol: 'sats-connect',
  },
  unisat: {
    signingCode: 'src/families/unisat-sdk-wallet.ts',
    signingMethods: [
      'signMessage',
      'multiSignMessage',
      'signPsbt',
      'signPsbts',
      'sendBitcoin',
      'sendInscription',
      'sendRunes',
    ],
    renounces: true,
    singleAddress: true,
    checkedAgainst: 'real extension: UniSat 1.7.3; real code: @unisat/wallet-sdk@1.9.0',
    // UniSat injects after its phishing check, announced by `unisat#initialized`.
    arrivesLate: true,
  },
  magiceden: {
    signingCode: 'src/families/v1-token.ts',
    signingMethods: ['signMessage', 'signTransaction', 'signMultipleTransactions', 'sendBtcTransaction'],
    renounces: false,
    singleAddress: false,
    checkedAgainst:
      'documents: [provider API](https://docs-wallet.magiceden.io/bitcoin/provider-api-methods)',
    mainnetAddresses: true,
  },
  leather: {
    signingCode: 'src/families/leather.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'real extension: Leather 6.73.4',
  },
  okx: {
    signingCode: 'src/families/okx-sdk-wallet.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin', 'send'],
    renounces: true,
    singleAddress: true,
    checkedAgainst: 'real code: @okxweb3/coin-bitcoin@1.2.1 (PSBT signing)',
    // `okxwallet.bitcoin` only; its test-network objects keep their own networks (families/okx.ts).
    mainnetAddresses: true,
  },
  devwallet: {
    signingCode: 'src/families/sats-connect-signing.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer', 'runes_transfer', 'ord_sendInscriptions'],
    renounces: true,
    singleAddress: false,
  },
  standard: {
    signingCode: 'src/families/standard.ts',
    signingMethods: ['signMessage', 'signTransaction', 'signAndSendTransaction'],
    renounces: false,
    singleAddress: false,
  },
  bitget: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [Bitget Wallet dapp notes](https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md)',
  },
  binance: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [Bitcoin provider](https://developers.binance.com/docs/binance-w3w/bitcoin-provider)',
  },
  onekey: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst:
      'documents: [OneKey BTC provider](https://github.com/OneKeyHQ/docs/tree/HEAD/connect-to-software/webapp-connect-onekey/btc)',
  },
  keplr: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: true,
    singleAddress: true,
    checkedAgainst:
      'documents: [Keplr Bitcoin](https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md)',
  },
  phantom: {
    signingCode: 'src/families/phantom.ts',
    signingMethods: ['signMessage', 'signPSBT'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'documents: [provider API](https://docs.phantom.com/bitcoin/provider-api-reference)',
  },
  oyl: {
    signingCode: 'src/families/oyl.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts'],
    renounces: true,
    singleAddress: false,
    checkedAgainst:
      'documents: [LaserEyes and bigmi connectors](https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts)',
  },
  wizz: {
    signingCode: 'src/families/unisat-api.ts',
    signingMethods: ['signMessage', 'signPsbt', 'signPsbts', 'sendBitcoin'],
    renounces: false,
    singleAddress: true,
    checkedAgainst: 'documents: [provider demo](https://github.com/WizzWallet/wizzwallet-provider-demo)',
  },
  orange: {
    signingCode: 'src/families/orange.ts',
    signingMethods: ['signMessage', 'signPsbt', 'sendTransfer', 'signTransaction', 'sendBtcTransaction'],
    renounces: false,
    singleAddress: false,
    checkedAgainst: "real code: @orangecrypto/orange-connect@1.2.4 (Orange's client)",
  },
  metamask: {
    signingCode: 'src/families/metamask.ts',
    signingMethods: [
      'signMessage',
      'signTransaction',
      'signAndSendTransaction',
      'sendTransfer',
      'invokeMethod',
    ],
    renounces: false,
    singleAddress: false,
    checkedAgainst: 'real code: @metamask/bitcoin-wallet-standard@1.3',
  },
};
