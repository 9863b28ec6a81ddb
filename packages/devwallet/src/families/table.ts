import type { Family } from '../config';
import { family as binance } from './binance';
import { family as bitget } from './bitget';
import { family as devwallet } from './devwallet';
import type { DevWalletFamily } from './entry';
import { family as keplr } from './keplr';
import { family as leather } from './leather';
import { family as magiceden } from './magiceden';
import { family as metamask } from './metamask';
import { family as okx } from './okx';
import { family as onekey } from './onekey';
import { family as orange } from './orange';
import { family as oyl } from './oyl';
import { family as phantom } from './phantom';
import { family as standard } from './standard';
import { family as unisat } from './unisat';
import { family as wizz } from './wizz';
import { family as xverse } from './xverse';

/**
 * The Dev Wallet's families, one row per wallet whose rules `@satchel/core/compat` knows (its
 * `COMPAT_WALLETS`, from core's family table): the installers, the facts and the overlay's names
 * all read this table.
 */
export const DEV_WALLET_FAMILIES: Readonly<Record<Family, DevWalletFamily>> = {
  xverse,
  unisat,
  magiceden,
  leather,
  okx,
  bitget,
  binance,
  onekey,
  keplr,
  phantom,
  oyl,
  wizz,
  orange,
  metamask,
  devwallet,
  standard,
};
