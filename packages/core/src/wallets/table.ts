import { family as binance } from './binance';
import { family as bitget } from './bitget';
import { family as keplr } from './keplr';
import { family as leather } from './leather';
import { family as magiceden } from './magiceden';
import { family as metamask } from './metamask';
import { family as okx } from './okx';
import { family as onekey } from './onekey';
import { family as orange } from './orange';
import { family as oyl } from './oyl';
import { family as phantom } from './phantom';
import { family as unisat } from './unisat';
import { family as wizz } from './wizz';
import { family as xverse } from './xverse';

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
