import { describe, expect, it } from 'vitest';
import { sessionCapabilities, WALLETCONNECT_CAPABILITIES } from './capabilities';
import type { WalletConnectSession } from './sign-client-types';

const session = (methods: string[]): WalletConnectSession => ({
  topic: 't',
  expiry: 0,
  namespaces: { bip122: { accounts: [], methods, events: [] } },
  peer: { metadata: { name: 'Edge' } },
});

describe('what a WalletConnect session lets the app do', () => {
  it('before a session: the whole Bitcoin namespace', () => {
    expect(sessionCapabilities(undefined)).toBe(WALLETCONNECT_CAPABILITIES);
  });

  it('a wallet approving every method offers every action', () => {
    expect(
      sessionCapabilities(session(['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'])),
    ).toMatchObject({ nativeSend: true, messageProtocols: ['ecdsa', 'bip322'], psbtSigning: true });
  });

  it('a wallet approving only messages and addresses (Edge, edge-react-gui#6193) greys sends and PSBTs', () => {
    expect(sessionCapabilities(session(['getAccountAddresses', 'signMessage']))).toMatchObject({
      nativeSend: false,
      broadcastPsbt: false,
      psbtSigning: false,
      messageProtocols: ['ecdsa', 'bip322'],
    });
  });

  it('a wallet without signMessage offers no protocol to pick', () => {
    expect(sessionCapabilities(session(['signPsbt'])).messageProtocols).toEqual([]);
  });
});
