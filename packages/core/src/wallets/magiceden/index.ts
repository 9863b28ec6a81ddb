import { chromeStore, defineFamily, lazy } from '../define';
import { findMagicEdenGlobal, type WalletGlobals } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import {
  findMagicEdenStandard,
  SATS_CONNECT_FEATURE,
  type StandardWalletSource,
} from '../kit/standard-wallets';
import { capabilities } from './capabilities';

/** As the Magic Eden connector looks it up: its Standard wallet's `sats-connect:` provider, else its global. */
function magicEdenProvider(win: WalletGlobals, standard: StandardWalletSource | undefined): unknown {
  const feature = findMagicEdenStandard(standard)?.features[SATS_CONNECT_FEATURE] as
    | { provider?: unknown }
    | undefined;
  return feature?.provider ?? findMagicEdenGlobal(win);
}

/** Magic Eden: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'magiceden',
  name: 'Magic Eden',
  icon: monogramIcon('Magic Eden', '#e42575'),
  store: {
    web: 'https://wallet.magiceden.io/',
    chrome: chromeStore('magic-eden-wallet', 'mkpegjkblkkefacfnmkajcjmabijhclg'),
  },
  btcProviderIds: ['magicEden.bitcoin'],
  isInstalled: (win, standard) => !!findMagicEdenStandard(standard) || !!findMagicEdenGlobal(win),
  provider: magicEdenProvider,
  // Magic Eden Wallet went export/withdraw-only on 2026-03-13 and is no longer supported from
  // 2026-04-01 (Magic Eden's Help Center): never offered to install, still served when an older
  // install injects its provider and answers.
  status: {
    state: 'withdrawn',
    since: '2026-04-01',
    source: 'https://help.magiceden.io/',
    steps: [{ since: '2026-03-13', text: 'export/withdraw-only' }],
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createMagicEdenConnector(ctx.win, ctx.standard),
  ),
});
