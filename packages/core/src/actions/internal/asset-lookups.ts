import type { IndexedOutput, IndexerClient, InscriptionInfo, RuneInfo } from '../../clients/indexer';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { Account } from '../../wallets/kit/types';

/** The wallet's accounts and the index an asset is looked up in. */
export interface AssetOwners {
  indexer: IndexerClient;
  payment: Account | undefined;
  ordinals: Account | undefined;
}

function notOwned(what: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, `This ${what} is not held by the connected wallet.`);
}

function ownerOf(address: string | undefined, owners: AssetOwners): Account | undefined {
  return [owners.ordinals, owners.payment].find((a) => a !== undefined && a.address === address);
}

/**
 * The inscription as the index knows it and the wallet account holding it.
 * @throws SatchelError when it is unknown or on no address of the wallet.
 */
export async function ownedInscription(
  owners: AssetOwners,
  inscriptionId: string,
): Promise<{ info: InscriptionInfo & { value: bigint }; owner: Account }> {
  const info = await owners.indexer.getInscription(inscriptionId);
  const owner = ownerOf(info?.address, owners);
  if (!info || !owner || info.value === undefined) throw notOwned('inscription');
  return { info: { ...info, value: info.value }, owner };
}

/**
 * The rune's entry and the owner's unspent outputs carrying it, checked to hold at least `amount`
 * base units. An app-built transfer leaves outputs that also carry an inscription alone
 * (`withInscriptions: false`); a wallet's own send decides that for itself.
 * @throws SatchelError for an unknown rune, an amount of zero or more than is held.
 */
export async function runeHolding(
  owners: AssetOwners,
  owner: Account,
  spacedName: string,
  amount: bigint,
  options: { withInscriptions: boolean },
): Promise<{ rune: RuneInfo; holding: IndexedOutput[] }> {
  const rune = await owners.indexer.getRune(spacedName.replace(/[•.]/g, ''));
  if (!rune) throw notOwned('rune');
  const outputs = await owners.indexer.getAddressOutputs(owner.address);
  const holding = outputs.filter(
    (o) =>
      !o.spent &&
      (options.withInscriptions || (o.inscriptions?.length ?? 0) === 0) &&
      o.runes?.some((p) => p.spacedName === rune.spacedName),
  );
  const held = holding.reduce(
    (sum, o) => sum + (o.runes?.find((p) => p.spacedName === rune.spacedName)?.amount ?? 0n),
    0n,
  );
  if (amount <= 0n) throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The amount must be more than zero.');
  if (held < amount) {
    throw new SatchelError(
      ErrorCode.INSUFFICIENT_FUNDS,
      `The wallet holds less of ${rune.spacedName} than that.`,
      {
        details: `${held} units available`,
      },
    );
  }
  return { rune, holding };
}
