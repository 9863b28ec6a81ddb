import type { ConnectorCapabilities } from './types';

/**
 * What a wallet speaking UniSat's page API offers (docs/wallet-interfaces.md §3): `sendBitcoin`,
 * ECDSA and BIP-322 messages, a sighash list per input (`toSignInputs[].sighashTypes`), `pushPsbt`,
 * `signPsbts` with one options object per PSBT, `getBalance`, a network switch, silent
 * `getAccounts`, `accountsChanged`/`networkChanged`, and the three networks of the legacy names
 * (`livenet`, `testnet`, `signet`). A family states only where it differs.
 */
export function unisatLike(differences: Partial<ConnectorCapabilities> = {}): ConnectorCapabilities {
  return {
    nativeSend: true,
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    batchSignPsbt: true,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    networks: ['mainnet', 'testnet', 'signet'],
    ...differences,
  };
}
