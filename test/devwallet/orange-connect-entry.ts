// Browser entry for conformance tests: Orange's own client, `@orangecrypto/orange-connect`, exposed
// on window so a spec can drive it with page.evaluate.
import * as orangeConnect from '@orangecrypto/orange-connect';

(window as unknown as Record<string, unknown>).orangeConnect = orangeConnect;
