import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import { Errors, Messages } from '../primitives/errors';
import { networkParams } from '../primitives/networks';
import { signMessageBip322, verifySignIn } from '../protocol/message';
import type { Account, Connector } from '../wallets/kit/types';
import { signIn } from './sign-in';
import { randomNonce } from './sign-in-server';

const privateKey = new Uint8Array(32).fill(11);
const publicKey = secp256k1.getPublicKey(privateKey, true);
const address = p2wpkh(publicKey, networkParams('regtest')).address as string;
const account: Account = {
  address,
  publicKey: hex.encode(publicKey),
  purpose: 'payment',
  addressType: 'p2wpkh',
};

function wallet(refuse = false): Connector {
  return {
    capabilities: { messageProtocols: ['ecdsa', 'bip322'] },
    signMessage: async (request: { message: string; protocol: string }) => {
      if (refuse) throw Errors.userRejected({ details: 'Denied in the popup.' });
      expect(request.protocol).toBe('bip322');
      return {
        signature: signMessageBip322({ message: request.message, privateKey, address, network: 'regtest' }),
        address,
        protocol: 'bip322',
      };
    },
  } as unknown as Connector;
}

describe('signIn', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const params = { account, network: 'regtest' as const, domain: 'app.test', uri: 'https://app.test', now };

  it('builds the CAIP-122 message for the network, has it signed with BIP-322 and checks it', async () => {
    const nonce = randomNonce();
    const result = await signIn({ ...params, connector: wallet(), nonce, statement: 'Welcome' });
    expect(result.message).toBe(
      [
        `app.test wants you to sign in with your Bitcoin account:`,
        address,
        '',
        'Welcome',
        '',
        'URI: https://app.test',
        'Version: 1',
        'Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        `Nonce: ${nonce}`,
        'Issued At: 2026-11-23T12:00:00.000Z',
        'Expiration Time: 2026-11-23T12:10:00.000Z',
      ].join('\n'),
    );
    expect(result.protocol).toBe('bip322');
    expect(result.check).toMatchObject({ valid: true, address });
    // What a server would say with its own clock inside the window.
    const server = verifySignIn({
      message: result.message,
      signature: result.signature,
      expected: { domain: 'app.test', nonce, now: new Date('2026-11-23T12:05:00Z') },
    });
    expect(server.valid).toBe(true);
  });

  it('keeps the operation message with the wallet reason when the wallet refuses', async () => {
    const error = await rejection(signIn({ ...params, connector: wallet(true), nonce: randomNonce() }));
    expect(error.message).toBe(Messages.signMessageFailed);
    expect(error.details).toBe('Denied in the popup.');
  });
});
