import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations
import { checkLayers, importCycles, pathProblems } from '../../scripts/check-layers.mjs';

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
      check(
        'apps/web/pages/Probe.tsx',
        "import { readValue } from '../../../packages/core/src/connection/storage';",
      ),
    ).toEqual([
      "apps/web/pages/Probe.tsx: reaches into packages/core by a relative path ('packages/core/src/connection/storage.ts'); import it by package name ('../../../packages/core/src/connection/storage')",
    ]);
    expect(
      check('apps/web/pages/Probe.tsx', "import { useBalance } from '../../../packages/react/src/explorer';"),
    ).toHaveLength(1);
    expect(
      check('e2e/probe.spec.ts', "import { formatBtc } from '../packages/core/src/primitives/units';"),
    ).toHaveLength(1);
  });

  it('refuses product code that imports what a package does not export', () => {
    expect(
      check('apps/web/pages/Probe.tsx', "import { isMobile } from '@satchel/core/wallets/kit/store-link';"),
    ).toEqual([
      "apps/web/pages/Probe.tsx: imports @satchel/core/wallets/kit/store-link, which @satchel/core does not export; use its entry or a subpath its package.json declares ('@satchel/core/wallets/kit/store-link')",
    ]);
    expect(
      check('packages/react/src/probe.ts', "import { safeIcon } from '@satchel/core/wallets/kit/icons';"),
    ).toHaveLength(1);
    expect(
      check('packages/devnet/src/probe.ts', "import { Tag } from '@satchel/core/protocol/runes/runestone';"),
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
    expect(
      check('test/probe.ts', "import { readUtxos } from '@satchel/core/clients/explorer/schema';"),
    ).toEqual([]);
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
    expect(
      check('test/probe.ts', "import { formatBtc } from '../packages/core/src/primitives/units';"),
    ).toHaveLength(1);
  });

  it("keeps core's ground floor free of what stands above it", () => {
    expect(
      check('packages/core/src/primitives/networks.ts', "import { SighashCache } from '../protocol/tx';"),
    ).toEqual([
      "packages/core/src/primitives/networks.ts: core's ground floor imports packages/core/src/protocol/tx/index.ts, which stands above it ('../protocol/tx')",
    ]);
    expect(
      check('packages/core/src/primitives/bytes/probe.ts', "import { Errors } from '../errors';"),
    ).toEqual([]);
    expect(
      check(
        'packages/core/src/primitives/addresses.ts',
        "import type { BitcoinNetwork } from './network-names';",
      ),
    ).toEqual([]);
  });

  it('keeps the protocol floor free of clients, wallets, the connection and actions', () => {
    expect(
      check(
        'packages/core/src/protocol/listing/probe.ts',
        "import { createIndexerClient } from '../../clients/indexer';",
      ),
    ).toEqual([
      "packages/core/src/protocol/listing/probe.ts: core's protocol floor imports packages/core/src/clients/indexer/index.ts, which stands above it; take it as a parameter ('../../clients/indexer')",
    ]);
    expect(
      check(
        'packages/core/src/protocol/listing/probe.ts',
        "import type { RunePile } from '../../clients/indexer';",
      ),
    ).toEqual([]);
    expect(
      check(
        'packages/core/src/protocol/send/probe.ts',
        "import { getBalance } from '../../actions/get-balance';",
      ),
    ).toHaveLength(1);
  });

  it('keeps the connector kit below the families, their table and the registry', () => {
    expect(
      check('packages/core/src/wallets/kit/probe.ts', "import { WALLET_FAMILIES } from '../table';"),
    ).toEqual([
      "packages/core/src/wallets/kit/probe.ts: the connector kit imports packages/core/src/wallets/table.ts: the kit stands below the families, their table and the registry ('../table')",
    ]);
    expect(
      check(
        'packages/core/src/wallets/kit/probe.ts',
        "import { familyFor } from '../registry/discovered-families';",
      ),
    ).toHaveLength(1);
    expect(
      check('packages/core/src/wallets/kit/probe.ts', "import { AbortableCall } from './abortable';"),
    ).toEqual([]);
    expect(
      check('packages/core/src/wallets/kit/probe.test.ts', "import { WALLET_FAMILIES } from '../table';"),
    ).toEqual([]);
  });

  it('keeps test helpers out of product folders', () => {
    expect(check('packages/core/src/wallets/kit/testing/fake.ts', '')).toHaveLength(1);
    expect(check('packages/devnet/src/test-helpers.ts', '')).toHaveLength(1);
    expect(
      check('packages/core/src/probe.ts', "import { caught } from '../../../test/caught';"),
    ).toHaveLength(1);
    expect(
      check('packages/core/src/probe.test.ts', "import { caught } from '../../../test/caught';"),
    ).toEqual([]);
  });

  describe('import circles through the connector kit and the families', () => {
    const KIT = 'packages/core/src/wallets/kit';
    const REGISTRY = 'packages/core/src/wallets/registry';
    /** Files given by path and text; the paths exist, so their imports resolve as the real ones do. */
    const cyclesOf = (texts: Record<string, string>): string[][] =>
      importCycles(
        Object.keys(texts).map((file) => join(root, file)),
        (file: string) => texts[file.slice(root.length + 1)] ?? '',
      );

    it('finds a kit module that reaches the registry back through a family, lazy imports included', () => {
      expect(
        cyclesOf({
          [`${REGISTRY}/families.ts`]: "import { WALLET_FAMILIES } from '../table';",
          'packages/core/src/wallets/table.ts': "import { family as bitget } from './bitget';",
          'packages/core/src/wallets/bitget/index.ts': "const load = () => import('./connector');",
          'packages/core/src/wallets/bitget/connector.ts':
            "import { createUnisatCompatibleConnector } from '../kit/unisat-like-connector';",
          [`${KIT}/unisat-like-connector.ts`]: "import { familyCapabilities } from '../registry/families';",
        }),
      ).toEqual([
        [
          'packages/core/src/wallets/bitget/connector.ts',
          `${KIT}/unisat-like-connector.ts`,
          `${REGISTRY}/families.ts`,
          'packages/core/src/wallets/table.ts',
          'packages/core/src/wallets/bitget/index.ts',
          'packages/core/src/wallets/bitget/connector.ts',
        ],
      ]);
    });

    it('lets type-only imports and tests close no circle', () => {
      expect(
        cyclesOf({
          [`${REGISTRY}/families.ts`]: "import { WALLET_FAMILIES } from '../table';",
          'packages/core/src/wallets/table.ts': "import type { Connector } from './registry/families';",
          [`${REGISTRY}/registry.test.ts`]: "import { x } from './families';",
        }),
      ).toEqual([]);
    });

    it('finds none in the tree', () => {
      const walk = (dir: string): string[] =>
        readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [join(root, dir, entry.name)],
        );
      expect(importCycles(walk('packages/core/src/wallets'))).toEqual([]);
    });
  });

  it("holds tsconfig.json's paths to the files the packages' exports are built from", () => {
    expect(pathProblems()).toEqual([]);
    expect(
      pathProblems({
        '@satchel/core': ['./packages/core/src/index.ts'],
        '@satchel/core/errors': ['./packages/core/src/errors/index.ts'],
      }),
    ).toContain(
      'tsconfig.json: "paths" names ./packages/core/src/errors/index for @satchel/core/errors, which core\'s package.json builds from ./packages/core/src/primitives/errors/index',
    );
  });
});
