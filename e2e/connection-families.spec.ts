import { FAMILIES } from '../packages/devwallet/src/config';
import { test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { familySuite } from './connection-family-suite';

// One test per family, spread over the workers rather than kept in one.
test.describe.configure({ mode: 'parallel' });

// Every family the Dev Wallet impersonates, but those reached only through the Bitcoin Wallet
// Standard: the wallet with the Standard's `bitcoin:` features (MetaMask's own package) and a
// generic Standard wallet have specs of their own (connection-metamask.spec.ts,
// connection-standard.spec.ts).
for (const family of FAMILIES)
  if (family !== SUBJECT.standardBitcoin && family !== 'standard') familySuite(family);
