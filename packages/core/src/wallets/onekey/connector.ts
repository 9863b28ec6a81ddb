import type { WalletGlobals } from '../kit/globals';
import type { Connector } from '../kit/types';
import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';
import { capabilities } from './capabilities';
import { findOneKey } from './find';

/**
 * OneKey's Bitcoin provider, `window.$onekey.btc` (also written to `window.unisat` with
 * `isOneKey`): "Both APIs have the same functionality" and follow Unisat's, with `requestAccounts`,
 * `getAccounts` (`[]` for a site not connected), `getPublicKey`, `getNetwork`/`switchNetwork`
 * (`livenet`, `testnet`), `getBalance` in sats, `signMessage(message, 'ecdsa' | 'bip322-simple')`,
 * `signPsbt(hex, {autoFinalized, toSignInputs})` → hex, `pushPsbt` and `sendBitcoin`
 * (OneKeyHQ/docs `connect-to-software/webapp-connect-onekey/btc/`; bigmi
 * `packages/client/src/connectors/onekey.ts`). Its `signPsbts` is not used: OneKey opens one
 * screen per PSBT and applies one options object to every PSBT (OneKeyHQ/app-monorepo
 * `packages/kit-bg/src/providers/ProviderApiBtc.ts`), so each PSBT goes through `signPsbt` with its
 * own inputs. A refusal is EIP-1193's 4001 (OneKey's provider errors), as for Unisat. No
 * `disconnect` is documented: disconnecting is local (docs/wallets/onekey.md).
 */
export function createOneKeyConnector(win: WalletGlobals): Connector {
  return createUnisatCompatibleConnector(
    { id: 'onekey', name: 'OneKey', capabilities, find: findOneKey },
    win,
  );
}
