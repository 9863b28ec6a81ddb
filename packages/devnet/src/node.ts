import { isAddressForNetwork, type NetworkParams, networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import { type AdmissionPolicy, type Admitted, admit, decodeBroadcast } from './admission/admit';
import { decodeBlock, privateMainnetGenesis, regtestGenesis } from './chain/block';
import { Chain } from './chain/chain';
import { buildFaucetTx, FAUCET_SCRIPT, faucetAddress } from './chain/faucet';
import { mineBlock } from './chain/miner';
import { readState, snapshot, writeStateAtomic } from './chain/persist';
import { addressToScript } from './tx/script';

/** Enough blocks that the first coinbase is mature (COINBASE_MATURITY 100) when the faucet needs it. */
const INITIAL_BLOCKS = 101;

import type { DevnetNetwork } from './options';

export type { DevnetNetwork };

/** The networks a devnet can speak, as `--network` names them. */
export const DEVNET_NETWORKS: readonly DevnetNetwork[] = [
  'regtest',
  'testnet',
  'testnet4',
  'signet',
  'mainnet',
];

export class AddressError extends Error {}

/** The state file was written by a devnet on another network. */
export class StateNetworkError extends Error {}

/**
 * The chain plus everything that changes it: admission, mining, the faucet and durable
 * persistence. Each mutating call writes the state before returning, so whatever a caller
 * has been told succeeded survives a crash.
 */
export class DevnetNode {
  readonly chain: Chain;
  readonly params: NetworkParams;

  constructor(
    readonly network: DevnetNetwork,
    readonly policy: AdmissionPolicy,
    readonly statePath?: string,
  ) {
    this.params = networkParams(network);
    // Mainnet encodings on a chain of its own: never Bitcoin's genesis. The test
    // networks keep regtest's, as their devnets always have.
    this.chain = new Chain(network === 'mainnet' ? privateMainnetGenesis : regtestGenesis);
  }

  get faucetAddress(): string {
    return faucetAddress(this.params);
  }

  /** Loads state by replaying blocks and re-admitting the mempool, or mines a fresh chain. */
  start(): void {
    const state = this.statePath ? readState(this.statePath) : undefined;
    if (!state) {
      this.initFresh();
      return;
    }
    // A chain's coins belong to addresses of the network it was written for; replayed on another,
    // every wallet's history would vanish behind a different address prefix.
    if (state.network !== this.network) {
      const where = `devnet state file ${this.statePath}`;
      throw new StateNetworkError(
        typeof state.network === 'string'
          ? `${where} holds a ${state.network} chain; this devnet runs ${this.network}. Start it with --network ${state.network}, or give another --state file.`
          : `${where} records no network; give another --state file (or delete this one for a fresh chain).`,
      );
    }
    for (const raw of state.blocks) this.chain.connectBlock(decodeBlock(hex.decode(raw)));
    for (const raw of state.mempool) {
      try {
        admit(this.chain, decodeBroadcast(raw), this.policy);
      } catch {
        // A transaction that no longer validates (policy changed) is dropped, as Core does on load.
      }
    }
  }

  private initFresh(): void {
    for (let i = 0; i < INITIAL_BLOCKS; i++) mineBlock(this.chain, FAUCET_SCRIPT);
    this.persist();
  }

  reset(): void {
    this.chain.reset();
    this.initFresh();
  }

  persist(): void {
    if (this.statePath) writeStateAtomic(this.statePath, snapshot(this.chain, this.network));
  }

  /** Output script of an address valid on this network; throws AddressError with electrs' text. */
  scriptFor(address: string): Uint8Array {
    const script = addressToScript(address);
    if (!script) throw new AddressError('Invalid Bitcoin address');
    if (!isAddressForNetwork(address, this.network)) throw new AddressError('Address on invalid network');
    return script;
  }

  broadcast(body: string): Admitted {
    const result = admit(this.chain, decodeBroadcast(body), this.policy);
    if (!result.alreadyKnown) this.persist();
    return result;
  }

  mine(blocks: number, address?: string): string[] {
    const payTo = address ? this.scriptFor(address) : FAUCET_SCRIPT;
    const hashes: string[] = [];
    for (let i = 0; i < blocks; i++) hashes.push(mineBlock(this.chain, payTo));
    this.persist();
    return hashes;
  }

  /** Pays `sats` from the faucet key with a real signed transaction through normal admission. */
  faucet(address: string, sats: bigint, confirm: boolean): { txid: string; blockHash?: string } {
    const payTo = this.scriptFor(address);
    const { txid } = this.broadcast(buildFaucetTx(this.chain, payTo, sats));
    if (!confirm) return { txid };
    const [blockHash] = this.mine(1);
    return { txid, ...(blockHash ? { blockHash } : {}) };
  }
}
