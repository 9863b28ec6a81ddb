import { monogramIcon } from '../../connectors/icons';
import { ALL_NETWORKS } from '../../connectors/network-names';
import { chromeStore, defineFamily, lazy } from '../define';
import { findOyl } from './find';

/** OYL: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'oyl',
  name: 'OYL',
  icon: monogramIcon('OYL', '#000000'),
  store: {
    web: 'https://www.oyl.io/',
    chrome: chromeStore('oyl-wallet-bitcoin-ordina', 'ilolmnhjbbggkmopnemiphomhaojndmb'),
  },
  btcProviderIds: [],
  // `window.oyl` with its `getAddresses` (docs/wallets/oyl.md); no in-app browser is documented.
  isInstalled: (win) => !!findOyl(win),
  provider: (win) => findOyl(win),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts',
  },
  capabilities: {
    // No sendBitcoin: sends are built by the app and signed with signPsbt (docs/wallets/oyl.md).
    nativeSend: false,
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    // No sighash option: each input's own PSBT field applies.
    sighashes: 'psbt-field',
    broadcastPsbt: true,
    batchSignPsbt: true,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: false,
    runesOrders: false,
    assetTransfers: [],
    // LaserEyes hands OYL its lower-case network names, regtest included; unverified on a real install.
    networks: ALL_NETWORKS,
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOylConnector(ctx.win),
  ),
});
