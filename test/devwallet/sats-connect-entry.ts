// Browser entry for conformance tests: the real sats-connect client and its pinned core's
// valibot schemas, plus Wallet Standard discovery, (Standard Schema `~standard.validate`), exposed on window so a spec can drive them with page.evaluate.
import { getWallets } from '@wallet-standard/app';
import * as satsConnect from 'sats-connect';

(window as unknown as Record<string, unknown>).satsConnect = satsConnect;
(window as unknown as Record<string, unknown>).getWallets = getWallets;
