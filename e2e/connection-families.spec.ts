import { FAMILIES } from '../packages/devwallet/src/config';
import { test } from '../packages/devwallet/src/fixture';
import { familySuite } from './connection-family-suite';

// One test per family, spread over the workers rather than kept in one.
test.describe.configure({ mode: 'parallel' });

// Every family the Dev Wallet impersonates, but those reached only through the Bitcoin Wallet
// Standard: MetaMask's own package and a generic Standard wallet have specs of their own
// (connection-metamask.spec.ts, connection-standard.spec.ts).
for (const family of FAMILIES) if (family !== 'metamask' && family !== 'standard') familySuite(family);
