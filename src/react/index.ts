export {
  type ChooserController,
  type ChooserState,
  createChooserController,
  type SidePanel,
} from './chooser-controller';
export { AccountHeader, shortenAddress } from './components/AccountHeader';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton';
export { WalletChooser } from './components/WalletChooser';
export { type ConnectedAccounts, useAccounts } from './hooks/useAccounts';
export { type UseConnectResult, useConnect } from './hooks/useConnect';
export { useConnection } from './hooks/useConnection';
export { useConnector } from './hooks/useConnector';
export { useDisconnect } from './hooks/useDisconnect';
export { useWalletOptions } from './hooks/useWalletOptions';
export { type SatchelConfig, SatchelProvider, type SatchelProviderProps } from './SatchelProvider';
export { defaultStrings, format, type SatchelStrings } from './strings';
