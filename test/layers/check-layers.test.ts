import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations
import { checkLayers, importCycles } from '../../scripts/check-layers.mjs';

const root = resolve(import.meta.dirname, '../..');
const check = (file: string, text: string): string[] => checkLayers([join(root, file)], () => text);

describe('layering check', () => {
  it('refuses a package, its tests included, that imports e2e/ or scripts/', () => {
    expect(
      check('packages/devwallet/src/fixture.ts', "import { test } from '../../../e2e/worker-devnet';"),
    ).toEqual([
      "packages/devwallet/src/fixture.ts: a package imports e2e/worker-devnet.ts, which is repository tooling; packages never import e2e/ or scripts/ ('../../../e2e/worker-devnet')",
    ]);
    expect(
      check('packages/core/src/probe.test.ts', "import { log } from '../../../scripts/lib.mjs';"),
    ).toHaveLength(1);
    expect(
      check('packages/core/build.ts', "import { buildPackage } from '../../scripts/build-package';"),
    ).toHaveLength(1);
    expect(check('scripts/pack/core.ts', "import { buildPackage } from '../build-package';")).toEqual([]);
  });

  it('refuses an app that imports @satchel/core/internal', () => {
    expect(
      check('apps/web/security-headers.ts', "import { isLoopbackUrl } from '@satchel/core/internal';"),
    ).toEqual([
      "apps/web/security-headers.ts: an app imports @satchel/core/internal, which is not for apps; use a public subpath ('@satchel/core/internal')",
    ]);
    expect(
      check('packages/devnet/src/probe.ts', "import { readUtxos } from '@satchel/core/internal';"),
    ).toEqual([]);
  });

  it('refuses app files that reach into the packages by a relative path', () => {
    expect(
      check('apps/web/pages/Probe.tsx', "import { readValue } from '../../../packages/core/src/storage';"),
    ).toEqual([
      "apps/web/pages/Probe.tsx: reaches into packages/core by a relative path ('packages/core/src/storage.ts'); import it by package name ('../../../packages/core/src/storage')",
    ]);
    expect(
      check('apps/web/pages/Probe.tsx', "import { useBalance } from '../../../packages/react/src/explorer';"),
    ).toHaveLength(1);
    expect(
      check('e2e/probe.spec.ts', "import { formatBtc } from '../packages/core/src/units';"),
    ).toHaveLength(1);
  });

  it('refuses product code that imports what a package does not export', () => {
    expect(
      check('apps/web/pages/Probe.tsx', "import { isMobile } from '@satchel/core/connectors/store-link';"),
    ).toEqual([
      "apps/web/pages/Probe.tsx: imports @satchel/core/connectors/store-link, which @satchel/core does not export; use its entry or a subpath its package.json declares ('@satchel/core/connectors/store-link')",
    ]);
    expect(
      check('packages/react/src/probe.ts', "import { safeIcon } from '@satchel/core/connectors/icons';"),
    ).toHaveLength(1);
    expect(
      check('packages/devnet/src/probe.ts', "import { Tag } from '@satchel/core/runes/runestone';"),
    ).toHaveLength(1);
  });

  it('lets the app use the entry points and declared subpaths, and tests name modules inside', () => {
    expect(
      check(
        'apps/web/pages/Probe.tsx',
        "import { formatBtc } from '@satchel/core';\nimport { resolveConfig } from '@satchel/core/config';\nimport { useAccounts } from '@satchel/react';\nimport '@satchel/react/styles.css';",
      ),
    ).toEqual([]);
    expect(check('packages/devnet/src/probe.ts', "import { Tag } from '@satchel/core/runes';")).toEqual([]);
    expect(check('test/probe.ts', "import { readUtxos } from '@satchel/core/explorer/schema';")).toEqual([]);
    expect(
      check(
        'packages/react/src/probe.test.tsx',
        "import { createUnisatConnector } from '@satchel/core/wallets/unisat/connector';",
      ),
    ).toEqual([]);
  });

  it('keeps React out of core and the app out of react, devnet and the Dev Wallet', () => {
    expect(check('packages/core/src/probe.ts', "import { useState } from 'react';")).toEqual([
      "packages/core/src/probe.ts: core imports react ('react')",
    ]);
    expect(check('packages/core/src/probe.ts', "import { useAccounts } from '@satchel/react';")).toHaveLength(
      1,
    );
    expect(
      check('packages/react/src/probe.ts', "import { en } from '../../../apps/web/locales/en';"),
    ).toHaveLength(1);
    expect(
      check('packages/devnet/src/probe.ts', "import { useBalance } from '@satchel/react';"),
    ).toHaveLength(1);
    expect(
      check('packages/devwallet/src/probe.ts', "const m = import('../../../apps/web/App');"),
    ).toHaveLength(1);
  });

  it("refuses a package that imports another package's files by path, in product code", () => {
    expect(
      check('packages/devwallet/src/probe.ts', "import { createDevnet } from '../../devnet/src/index';"),
    ).toEqual([
      "packages/devwallet/src/probe.ts: reaches into packages/devnet by a relative path ('packages/devnet/src/index.ts'); import it by package name ('../../devnet/src/index')",
    ]);
    expect(
      check('packages/devnet/src/probe.ts', "import { FAMILIES } from '../../devwallet/src/config';"),
    ).toHaveLength(1);
    expect(
      check('apps/web/probe.ts', "import { createDevnet } from '../../packages/devnet/src/index';"),
    ).toHaveLength(1);
    // Tests and tools may drive the kit's internals; core's and react's stay behind their names.
    expect(
      check('packages/core/src/probe.test.ts', "import { createDevnet } from '../../devnet/src/index';"),
    ).toEqual([]);
    expect(check('test/probe.ts', "import { FAMILIES } from '../packages/devwallet/src/config';")).toEqual(
      [],
    );
    expect(check('test/probe.ts', "import { formatBtc } from '../packages/core/src/units';")).toHaveLength(1);
  });

  it("keeps core's ground floor free of what stands above it", () => {
    expect(check('packages/core/src/networks.ts', "import { SighashCache } from './tx';")).toEqual([
      "packages/core/src/networks.ts: core's ground floor imports packages/core/src/tx/index.ts, which stands above it ('./tx')",
    ]);
    expect(check('packages/core/src/bytes/probe.ts', "import { Errors } from '../errors';")).toEqual([]);
    expect(
      check('packages/core/src/addresses.ts', "import type { BitcoinNetwork } from './network-names';"),
    ).toEqual([]);
  });

  it('keeps test helpers out of product folders', () => {
    expect(check('packages/core/src/connectors/testing/fake.ts', '')).toHaveLength(1);
    expect(check('packages/devnet/src/test-helpers.ts', '')).toHaveLength(1);
    expect(
      check('packages/core/src/probe.ts', "import { caught } from '../../../test/caught';"),
    ).toHaveLength(1);
    expect(
      check('packages/core/src/probe.test.ts', "import { caught } from '../../../test/caught';"),
    ).toEqual([]);
  });

  describe('import circles through the connector kit and the families', () => {
    const KIT = 'packages/core/src/connectors';
    /** Files given by path and text; the paths exist, so their imports resolve as the real ones do. */
    const cyclesOf = (texts: Record<string, string>): string[][] =>
      importCycles(
        Object.keys(texts).map((file) => join(root, file)),
        (file: string) => texts[file.slice(root.length + 1)] ?? '',
      );

    it('finds a kit module that reaches the registry back through a family, lazy imports included', () => {
      expect(
        cyclesOf({
          [`${KIT}/families.ts`]: "import { WALLET_FAMILIES } from '../wallets/table';",
          'packages/core/src/wallets/table.ts': "import { family as bitget } from './bitget';",
          'packages/core/src/wallets/bitget/index.ts': "const load = () => import('./connector');",
          'packages/core/src/wallets/bitget/connector.ts':
            "import { createUnisatCompatibleConnector } from '../../connectors/unisat-like-connector';",
          [`${KIT}/unisat-like-connector.ts`]: "import { familyCapabilities } from './families';",
        }),
      ).toEqual([
        [
          `${KIT}/families.ts`,
          'packages/core/src/wallets/table.ts',
          'packages/core/src/wallets/bitget/index.ts',
          'packages/core/src/wallets/bitget/connector.ts',
          `${KIT}/unisat-like-connector.ts`,
          `${KIT}/families.ts`,
        ],
      ]);
    });

    it('lets type-only imports and tests close no circle', () => {
      expect(
        cyclesOf({
          [`${KIT}/families.ts`]: "import { WALLET_FAMILIES } from '../wallets/table';",
          'packages/core/src/wallets/table.ts': "import type { Connector } from '../connectors/families';",
          [`${KIT}/registry.test.ts`]: "import { x } from './families';",
        }),
      ).toEqual([]);
    });

    it('finds none in the tree', () => {
      const walk = (dir: string): string[] =>
        readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [join(root, dir, entry.name)],
        );
      expect(importCycles([...walk(KIT), ...walk('packages/core/src/wallets')])).toEqual([]);
    });
  });
});
