import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations
import { checkLayers } from '../../scripts/check-layers.mjs';

const root = resolve(import.meta.dirname, '../..');
const check = (file: string, text: string): string[] => checkLayers([join(root, file)], () => text);

describe('layering check', () => {
  it('refuses app files that reach into core or react internals', () => {
    expect(check('src/app/pages/Probe.tsx', "import { readValue } from '../../core/storage';")).toEqual([
      "src/app/pages/Probe.tsx: app imports src/core/storage.ts; use src/core/index.ts or src/react/index.ts ('../../core/storage')",
    ]);
    expect(
      check('src/app/pages/Probe.tsx', "import type { Connector } from '../../core/connectors/types';"),
    ).toHaveLength(1);
    expect(
      check('src/app/pages/Probe.tsx', "import { useBalance } from '../../react/explorer';"),
    ).toHaveLength(1);
  });

  it('lets the app use the public entry points', () => {
    expect(
      check(
        'src/app/pages/Probe.tsx',
        "import { formatBtc } from '../../core';\nimport { useAccounts } from '../../react';",
      ),
    ).toEqual([]);
  });

  it('keeps React out of core and the app out of react, devnet and the Dev Wallet', () => {
    expect(check('src/core/probe.ts', "import { useState } from 'react';")).toEqual([
      "src/core/probe.ts: core imports react ('react')",
    ]);
    expect(check('src/react/probe.ts', "import { en } from '../app/locales/en';")).toHaveLength(1);
    expect(check('devnet/probe.ts', "import { useBalance } from '../src/react';")).toHaveLength(1);
    expect(check('emulator/probe.ts', "const m = import('../src/app/App');")).toHaveLength(1);
  });

  it('keeps test helpers out of product folders', () => {
    expect(check('src/core/connectors/testing/fake.ts', '')).toHaveLength(1);
    expect(check('devnet/test-helpers.ts', '')).toHaveLength(1);
    expect(check('src/core/probe.ts', "import { caught } from '../../test/caught';")).toHaveLength(1);
    expect(check('src/core/probe.test.ts', "import { caught } from '../../test/caught';")).toEqual([]);
  });
});
