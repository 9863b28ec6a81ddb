import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { WalletGlobals } from '../kit/globals';
import type { Connector, SendTransferRequest } from '../kit/types';
import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';
import { capabilities } from './capabilities';
import { findKeplr } from './find';

/**
 * Keplr's `sendBitcoin` refuses less than 546 sats, whatever the recipient's type
 * (`DUST_THRESHOLD`, chainapsis/keplr-wallet v0.12.309
 * `packages/background/src/keyring-bitcoin/service.ts`), where the app's dust limit is lower for
 * segwit and taproot outputs (294 and 330 sats).
 */
const KEPLR_MIN_SEND = 546n;

/** Says so before Keplr is asked, and how the app can still send it (a fee rate of its own). */
function refuseBelowKeplrMinimum({ recipients }: SendTransferRequest): void {
  const below = recipients.find((r) => r.amount < KEPLR_MIN_SEND);
  if (!below) return;
  throw new SatchelError(
    ErrorCode.INVALID_AMOUNT,
    `Keplr sends no less than ${KEPLR_MIN_SEND} sats. Choose a fee rate so the app builds this transaction for Keplr to sign.`,
    { details: `${below.amount} sats` },
  );
}

/**
 * Keplr's Bitcoin provider, `window.keplr.bitcoin` or `window.bitcoin_keplr` (Keplr docs,
 * "Bitcoin Support": chainapsis/keplr-wallet `docs/docs/multi-ecosystem-support/bitcoin.md`):
 * Unisat's calls with `livenet`/`testnet`/`signet`, `getAccounts` answering [] for a site that is
 * not connected, `disconnect()`, `sendBitcoin(to, sats)` and `pushPsbt`. Its `signPsbts` takes one
 * options object for every PSBT, so it cannot name each PSBT's inputs: PSBTs are signed one by
 * one. A refusal rejects with `new Error("Request rejected")` (no code; `packages/provider/src/inject.ts`
 * rethrows the background's `Request rejected` from `packages/background/src/interaction/service.ts`).
 * Note `getNetwork` and `getPublicKey` prompt a site that is not connected
 * (`packages/background/src/keyring-bitcoin/handler.ts`): they are only asked once an account is known.
 * Keplr's `getInscriptions(offset, limit)` (since v0.12.248) is not used: the app lists assets from
 * its indexer for every wallet.
 */
export function createKeplrConnector(win: WalletGlobals): Connector {
  const connector = createUnisatCompatibleConnector(
    {
      id: 'keplr',
      name: 'Keplr',
      capabilities,
      find: findKeplr,
      isRejection: (error) => error instanceof Error && /request rejected/i.test(error.message),
    },
    win,
  );
  const send = connector.sendTransfer;
  connector.sendTransfer = async (request, opts) => {
    refuseBelowKeplrMinimum(request);
    return send(request, opts);
  };
  return connector;
}
