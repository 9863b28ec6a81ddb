import { NETWORKS } from '../../primitives/network-names';
import { networkRefusal } from '../compat/refusals';
import { LASEREYES_422 } from '../compat/sources';
import type { WalletRules } from '../compat/types';

// Where this wallet's rules come from (places several wallets share are in compat/sources.ts).
const LASEREYES_OYL =
  'https://github.com/omnisat/lasereyes-mono/blob/174e36aba196f83238cb24be37857296e59158c7/packages/core/src/client/providers/oyl.ts';
const BIGMI_OYL = 'https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts';
const OYL_SDK_307 = 'https://github.com/Oyl-Wallet/oyl-sdk/pull/307';

/** OYL's PSBT signing rules, each with its sources (`WALLET_RULES`, compat/rules.ts). */
export const rules: WalletRules = {
  name: 'OYL',
  format: {
    input: 'hex',
    output: 'hex',
    returns: 'psbt',
    certainty: 'inferred',
    sources: [LASEREYES_OYL, BIGMI_OYL],
    plain: 'hex in, hex out (read from the libraries that call it)',
  },
  finalize: {
    byDefault: 'signed-inputs',
    certainty: 'inferred',
    sources: [BIGMI_OYL],
    plain: 'finalize defaults to true',
  },
  sighash: {
    policy: 'psbt-field',
    certainty: 'issue',
    sources: [OYL_SDK_307],
    plain: 'signs each input with the sighash its PSBT field names',
  },
  scriptPath: {
    policy: 'unknown',
    certainty: 'inferred',
    sources: [LASEREYES_OYL],
    plain: 'documents nothing about script-path inputs',
  },
  addresses: {
    policy: 'several',
    certainty: 'inferred',
    sources: [LASEREYES_OYL, BIGMI_OYL],
    plain: 'takes no input list: it signs every input of its addresses',
  },
  batch: {
    prompts: 'one',
    method: 'signPsbts',
    certainty: 'inferred',
    sources: [LASEREYES_422],
    plain: 'signs a batch in one prompt (signPsbts)',
  },
  networks: {
    networks: NETWORKS,
    refusal: networkRefusal('OYL', LASEREYES_OYL),
    certainty: 'inferred',
    sources: [LASEREYES_OYL],
    plain: 'network names not documented',
  },
};
