import { family as binance } from './binance/family';
import { family as bitget } from './bitget/family';
import { family as keplr } from './keplr/family';
import { family as leather } from './leather/family';
import { family as magiceden } from './magiceden/family';
import { family as metamask } from './metamask/family';
import { family as okx } from './okx/family';
import { family as onekey } from './onekey/family';
import { family as orange } from './orange/family';
import { family as oyl } from './oyl/family';
import { family as phantom } from './phantom/family';
import { family as unisat } from './unisat/family';
import { family as wizz } from './wizz/family';
import { family as xverse } from './xverse/family';

/**
 * The family table: every named wallet, in the chooser's default order. Each family is its folder
 * (`wallets/<id>/`); every other list of families (registry order, Dev Wallet families, e2e
 * capability sets, the README table, the docs index) derives from this one.
 */
export const WALLET_FAMILIES = [
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
] as const;

/** The id of a named family. */
export type FamilyId = (typeof WALLET_FAMILIES)[number]['id'];

/** Every named family's id, in table order. */
export const FAMILY_IDS: readonly FamilyId[] = WALLET_FAMILIES.map((family) => family.id);
