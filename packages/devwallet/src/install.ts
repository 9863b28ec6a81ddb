import { isLoopbackUrl } from '@satchel/core/internal';
import { type DevWalletConfig, type Family, resolveConfig } from './config';
import { createControl } from './control';
import { installBinance } from './families/binance';
import { installBitget } from './families/bitget';
import { installDevWalletIdentity } from './families/devwallet';
import { FAMILY_FACTS } from './families/facts';
import { installKeplr } from './families/keplr';
import { installLeather } from './families/leather';
import { installMagicEden } from './families/magiceden';
import { installMetaMask } from './families/metamask';
import { installOkx } from './families/okx';
import { installOneKey } from './families/onekey';
import { installOrange } from './families/orange';
import { installOyl } from './families/oyl';
import { installPhantom } from './families/phantom';
import { installStandardWallet } from './families/standard';
import { installUnisat } from './families/unisat';
import { installWizz } from './families/wizz';
import { installXverse } from './families/xverse';
import { ApprovalOverlay } from './overlay';
import { DevWallet } from './wallet';

const INSTALLERS: Record<Family, (wallet: DevWallet) => void> = {
  xverse: installXverse,
  unisat: installUnisat,
  magiceden: installMagicEden,
  leather: installLeather,
  okx: installOkx,
  devwallet: installDevWalletIdentity,
  standard: installStandardWallet,
  bitget: installBitget,
  binance: installBinance,
  onekey: installOneKey,
  keplr: installKeplr,
  phantom: installPhantom,
  oyl: installOyl,
  wizz: installWizz,
  orange: installOrange,
  metamask: installMetaMask,
};

type DevWalletWindow = { __SATCHEL_DEVWALLET__?: unknown; satchelDevWallet?: unknown };

/**
 * Entry point of dist-devwallet/devwallet.js: reads `window.__SATCHEL_DEVWALLET__`, creates the
 * wallet, the overlay and `window.satchelDevWallet`, then injects each impersonated family.
 */
export function installDevWallet(win: Window & DevWalletWindow = window): DevWallet | undefined {
  if (win.satchelDevWallet) return undefined; // already installed in this document
  let config: DevWalletConfig;
  try {
    config = resolveConfig(win.__SATCHEL_DEVWALLET__);
  } catch (error) {
    console.error('[Satchel Dev Wallet] invalid configuration', error);
    return undefined;
  }
  if (config.network === 'mainnet' && !isLoopbackUrl(config.esploraUrl)) {
    console.warn(
      `[Satchel Dev Wallet] set to mainnet with the explorer ${config.esploraUrl}, not on a loopback address: it will refuse to sign (only a private chain from satchel-devnet --network mainnet is signed for)`,
    );
  }
  const wallet = new DevWallet(config);
  new ApprovalOverlay(wallet.approvals);
  Object.defineProperty(win, 'satchelDevWallet', { value: createControl(wallet), configurable: true });

  const inject = (family: Family) => {
    try {
      INSTALLERS[family](wallet);
    } catch (error) {
      console.error(`[Satchel Dev Wallet] could not install ${family}`, error);
    }
  };
  for (const family of config.impersonate) {
    // A wallet that arrives late in real life (its facts say so) arrives late here too.
    if (config.injectDelayMs > 0 || FAMILY_FACTS[family].arrivesLate)
      setTimeout(() => inject(family), config.injectDelayMs);
    else inject(family);
  }
  // Derive the keys once the page has settled, as an unlocked wallet has them ready.
  setTimeout(() => {
    try {
      wallet.keys();
    } catch (error) {
      console.error('[Satchel Dev Wallet] could not derive keys', error);
    }
  }, 0);
  return wallet;
}
