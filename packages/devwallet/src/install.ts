import { isLoopbackUrl } from '@satchel/core/internal';
import { type DevWalletConfig, type Family, resolveConfig } from './config';
import { createControl } from './control';
import { FAMILY_FACTS } from './families/facts';
import { DEV_WALLET_FAMILIES } from './families/table';
import { prepareSeed } from './keys';
import { ApprovalOverlay } from './overlay';
import { DevWallet } from './wallet';

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
      DEV_WALLET_FAMILIES[family].install(wallet);
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
  // Derive the keys once the page has settled, as an unlocked wallet has them ready; the seed comes
  // from Web Crypto first where the page has it (keys.ts `prepareSeed`).
  const derive = () => {
    try {
      wallet.keys();
    } catch (error) {
      console.error('[Satchel Dev Wallet] could not derive keys', error);
    }
  };
  void prepareSeed(config.mnemonic).then(() => setTimeout(derive, 0));
  return wallet;
}
