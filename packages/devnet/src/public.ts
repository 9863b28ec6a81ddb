import {
  CONTROL_HEADER as controlHeader,
  HttpError as DevnetHttpError,
  DEFAULT_APP_ORIGINS as defaultAppOrigins,
  json as jsonReply,
  route as makeRoute,
  createDevnet as startDevnet,
  text as textReply,
} from '../../../devnet/index';
import type * as Api from '../index.js';

/**
 * The package's entry: the devnet's own `createDevnet`, answering the documented surface of
 * `index.d.ts` (the chain's internals stay inside). Each export is typed by that file, so the
 * published types cannot promise what this does not do.
 */
export const createDevnet: typeof Api.createDevnet = async (options = {}) => {
  const devnet = await startDevnet(options);
  return {
    url: devnet.url,
    port: devnet.port,
    faucetAddress: devnet.faucetAddress,
    close: () => devnet.close(),
    mine: (blocks, address) => devnet.mine(blocks, address),
    faucet: (address, sats, opts) => devnet.faucet(address, sats, opts),
    faults: devnet.faults,
  };
};

export const CONTROL_HEADER: typeof Api.CONTROL_HEADER = controlHeader;
export const DEFAULT_APP_ORIGINS: typeof Api.DEFAULT_APP_ORIGINS = Object.freeze([...defaultAppOrigins]);
export const json: typeof Api.json = jsonReply;
export const text: typeof Api.text = textReply;
export const route: typeof Api.route = makeRoute;
export const HttpError: typeof Api.HttpError = DevnetHttpError;
