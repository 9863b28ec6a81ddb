import type { Account, Connector, ConnectorEventName, ConnectorEvents } from './types';
import { usablePublicKey } from './usable-public-key';

/** Each account with its key kept only when it is the address's own, else `''`. */
function withUsableKey(account: Account): Account {
  return { ...account, publicKey: usablePublicKey(account.address, account.publicKey) ?? '' };
}

const checked = (accounts: readonly Account[]) => accounts.map(withUsableKey);

/**
 * The one place every wallet's accounts pass through on their way to the app: the
 * connect answer, the silent read and every `accountsChanged` carry only keys that match their
 * address, whichever family the connector speaks. A key that fails is dropped (`''`), never passed
 * on: what needs one then refuses with `Errors.noUsablePublicKey`.
 */
export function withUsableKeys(connector: Connector): Connector {
  return {
    ...connector,
    // Read through: a connector's capabilities may follow its session (WalletConnect).
    get capabilities() {
      return connector.capabilities;
    },
    async connect(options) {
      const result = await connector.connect(options);
      return { ...result, accounts: checked(result.accounts) };
    },
    async getAccountsSilently(options) {
      const accounts = await connector.getAccountsSilently(options);
      return accounts && checked(accounts);
    },
    on<E extends ConnectorEventName>(event: E, listener: ConnectorEvents[E]) {
      if (event !== 'accountsChanged') return connector.on(event, listener);
      const forward = listener as ConnectorEvents['accountsChanged'];
      return connector.on('accountsChanged', (accounts) => forward(accounts && checked(accounts)));
    },
  };
}
