import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * @satchel/core and @satchel/react as packages. What their package.json promise
 * must hold for the sources the repository builds them from: every export has a module, the
 * repository resolves every export the way an install would, and the versions agree.
 */
const ROOT = resolve(import.meta.dirname, '..');

interface Manifest {
  name: string;
  version: string;
  type: string;
  sideEffects: boolean | string[];
  exports: Record<string, string | { types: string; default: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')) as Manifest;
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const tsconfigPaths = (
  JSON.parse(
    // tsconfig.json allows comments; none sits inside a string.
    readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  ) as { compilerOptions: { paths: Record<string, string[]> } }
).compilerOptions.paths;

/** The source module of a built file: `./dist/runes/index.js` → `src/runes/index.ts(x)`. */
function sourceOf(dir: string, built: string): string | undefined {
  const stem = built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => join(ROOT, 'packages', dir, `${stem}${ext}`)).find(existsSync);
}

/** Where the repository resolves `@satchel/<dir><subpath>` (tsconfig.json paths, read by Vite too). */
function repositoryTarget(name: string, subpath: string): string | undefined {
  const specifier = `${name}${subpath.slice(1)}`;
  const exact = tsconfigPaths[specifier]?.[0];
  if (exact) return join(ROOT, exact);
  const wildcard = tsconfigPaths[`${name}/*`]?.[0];
  if (!wildcard) return undefined;
  const base = join(ROOT, wildcard.replace('*', subpath.slice(2)));
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(existsSync);
}

describe.each(['core', 'react'])('@satchel/%s', (dir) => {
  const pkg = manifest(dir);

  it('is an ES module package at 0.1.0, named by its folder', () => {
    expect(pkg.name).toBe(`@satchel/${dir}`);
    expect(pkg.version).toBe('0.1.0');
    expect(pkg.type).toBe('module');
  });

  it('exports modules that exist, with their declarations beside them, resolved in the repository alike', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      if (typeof target === 'string') {
        // A stylesheet: the repository maps it to the file the build copies.
        expect(subpath, `${pkg.name} ${subpath}`).toMatch(/\.css$/);
        expect(existsSync(repositoryTarget(pkg.name, subpath) ?? ''), `${pkg.name}${subpath.slice(1)}`).toBe(
          true,
        );
        continue;
      }
      expect(target.types).toBe(target.default.replace(/\.js$/, '.d.ts'));
      const source = sourceOf(dir, target.default);
      expect(source, `${pkg.name} ${subpath} → ${target.default}`).toBeDefined();
      expect(repositoryTarget(pkg.name, subpath), `${pkg.name}${subpath.slice(1)}`).toBe(source);
    }
  });
});

describe('dependencies between the packages and the app', () => {
  it('core is side-effect free and depends on what the app installs, at the same ranges', () => {
    const core = manifest('core');
    expect(core.sideEffects).toBe(false);
    for (const [name, range] of Object.entries(core.dependencies ?? {})) {
      expect(rootManifest.dependencies[name], name).toBe(range);
    }
  });

  it('react is side-effect free but for its stylesheet, depends on this core (and qrcode) and shares React and TanStack Query', () => {
    const react = manifest('react');
    expect(react.sideEffects).toEqual(['*.css']);
    // qrcode draws WalletConnect's pairing link, loaded only when that link is shown.
    expect(react.dependencies).toEqual({
      '@satchel/core': manifest('core').version,
      qrcode: rootManifest.dependencies.qrcode,
    });
    expect(Object.keys(react.peerDependencies ?? {}).sort()).toEqual([
      '@tanstack/react-query',
      'react',
      'react-dom',
    ]);
    for (const [name, range] of Object.entries(react.peerDependencies ?? {})) {
      expect(rootManifest.dependencies[name], name).toBe(range);
    }
  });
});
