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
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOylConnector(ctx.win),
  ),
});
