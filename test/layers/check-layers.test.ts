import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations
import { checkLayers } from '../../scripts/check-layers.mjs';

const root = resolve(import.meta.dirname, '../..');
const check = (file: string, text: string): string[] => checkLayers([join(root, file)], () => text);

describe('layering check', () => {
  it('refuses app files that reach into the packages by a relative path', () => {
    expect(
      check('src/app/pages/Probe.tsx', "import { readValue } from '../../../packages/core/src/storage';"),
    ).toEqual([
      "src/app/pages/Probe.tsx: reaches into packages/core by a relative path ('packages/core/src/storage.ts'); import it by package name ('../../../packages/core/src/storage')",
    ]);
    expect(
      check('src/app/pages/Probe.tsx', "import { useBalance } from '../../../packages/react/src/explorer';"),
    ).toHaveLength(1);
    expect(
      check('e2e/probe.spec.ts', "import { formatBtc } from '../packages/core/src/units';"),
    ).toHaveLength(1);
  });

  it('refuses product code that imports what a package does not export', () => {
    expect(
      check('src/app/pages/Probe.tsx', "import { isMobile } from '@satchel/core/connectors/store-link';"),
    ).toEqual([
      "src/app/pages/Probe.tsx: imports @satchel/core/connectors/store-link, which @satchel/core does not export; use its entry or a subpath its package.json declares ('@satchel/core/connectors/store-link')",
    ]);
    expect(
      check('packages/react/src/probe.ts', "import { safeIcon } from '@satchel/core/connectors/icons';"),
    ).toHaveLength(1);
    expect(check('devnet/probe.ts', "import { Tag } from '@satchel/core/runes/runestone';")).toHaveLength(1);
  });

  it('lets the app use the entry points and declared subpaths, and tests name modules inside', () => {
    expect(
      check(
        'src/app/pages/Probe.tsx',
        "import { formatBtc } from '@satchel/core';\nimport { resolveConfig } from '@satchel/core/config';\nimport { useAccounts } from '@satchel/react';\nimport '@satchel/react/styles.css';",
      ),
    ).toEqual([]);
    expect(check('devnet/probe.ts', "import { Tag } from '@satchel/core/runes';")).toEqual([]);
    expect(check('test/probe.ts', "import { readUtxos } from '@satchel/core/explorer/schema';")).toEqual([]);
    expect(
      check(
        'packages/react/src/probe.test.tsx',
        "import { createUnisatConnector } from '@satchel/core/connectors/unisat';",
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
      check('packages/react/src/probe.ts', "import { en } from '../../../src/app/locales/en';"),
    ).toHaveLength(1);
    expect(check('devnet/probe.ts', "import { useBalance } from '@satchel/react';")).toHaveLength(1);
    expect(check('emulator/probe.ts', "const m = import('../src/app/App');")).toHaveLength(1);
  });

  it('keeps test helpers out of product folders', () => {
    expect(check('packages/core/src/connectors/testing/fake.ts', '')).toHaveLength(1);
    expect(check('devnet/test-helpers.ts', '')).toHaveLength(1);
    expect(
      check('packages/core/src/probe.ts', "import { caught } from '../../../test/caught';"),
    ).toHaveLength(1);
    expect(
      check('packages/core/src/probe.test.ts', "import { caught } from '../../../test/caught';"),
    ).toEqual([]);
  });
});
