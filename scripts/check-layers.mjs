// The layering rules, checked on every `npm test` (CONTRIBUTING.md): app → react → core, with
// @satchel/core and @satchel/react reached by package name, and product code (the app, the react
// package, devnet, the Dev Wallet) importing only what a package's `exports` declares; nothing
// reaches into a package by a relative path from outside it (tests and repository tools may drive
// the devnet's and the Dev Wallet's internals); devnet and the Dev Wallet never import the app or
// React; test helpers live under test/, never in product folders; packages import neither e2e/ nor
// scripts/; apps never import @satchel/core/internal.
// Node built-ins only. Exits non-zero with one line per broken rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT = ['packages', 'apps'];
/** Everything checked: product code, and the tests and tools that must not reach into a package either. */
const CHECKED = [...PRODUCT, 'test', 'bench', 'scripts', 'e2e'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The workspace packages built from this repository's sources, by directory. */
const SOURCE_PACKAGES = { core: '@satchel/core', react: '@satchel/react' };

/** `@satchel/core/runes` → its package and subpath (`./runes`); undefined for other specifiers. */
function satchelPackage(specifier) {
  for (const [dir, name] of Object.entries(SOURCE_PACKAGES)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      return { dir, name, subpath: `.${specifier.slice(name.length)}` };
    }
  }
  return undefined;
}

const exportsCache = new Map();
/** The subpaths a package's package.json `exports` declares (`.`, `./runes`, `./styles.css`…). */
function declaredExports(dir) {
  if (!exportsCache.has(dir)) {
    const manifest = join(root, 'packages', dir, 'package.json');
    const exports = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).exports : undefined;
    exportsCache.set(dir, new Set(Object.keys(exports ?? {})));
  }
  return exportsCache.get(dir);
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

const rel = (path) => relative(root, path).split(sep).join('/');

/** A relative specifier as a repository path (`packages/core/src/index.ts`), or the package name. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return { pkg: specifier, satchel: satchelPackage(specifier) };
  const base = resolve(dirname(file), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { path: rel(candidate) };
  }
  return { path: rel(base) };
}

/** The workspace package (core, react, devnet, devwallet) a repository path belongs to. */
const packageOf = (path) => /^packages\/([^/]+)\//.exec(path ?? '')?.[1];
/** The kit's packages, whose internals tests, benchmarks and repository tools may drive directly. */
const KIT = new Set(['devnet', 'devwallet']);
/** An app's build configuration runs in Node at build time, as repository tooling does, and ships nothing. */
const BUILD_CONFIG = /^apps\/[^/]+\/vite\.config\.ts$/;
const isTestOrTool = (file) =>
  TEST_FILE.test(file) ||
  BUILD_CONFIG.test(file) ||
  ['test/', 'e2e/', 'bench/', 'scripts/'].some((dir) => file.startsWith(dir));
const inKit = (file) => KIT.has(packageOf(file));

const REACT_PACKAGES = /^(react|react-dom|@tanstack\/react-query|wouter)(\/|$)/;
const inCore = (file) => file.startsWith('packages/core/');
const inReact = (file) => file.startsWith('packages/react/');
const inApp = (file) => file.startsWith('apps/');

/** Product code imports only what a package declares; tests may name a module inside it. */
function undeclared({ satchel, pkg }) {
  if (!satchel || declaredExports(satchel.dir).has(satchel.subpath)) return undefined;
  return `imports ${pkg}, which ${satchel.name} does not export; use its entry or a subpath its package.json declares`;
}

/**
 * Core's ground floor, `primitives/` (bytes, errors, network names, networks, addresses, units,
 * loopback, inscription ids): it imports nothing of core above it, so every other module can stand
 * on it.
 */
const PRIMITIVES = ['packages/core/src/primitives/'];
/** The connector kit: the pieces every family's connector is built from, below the families. */
const KIT_DIR = 'packages/core/src/wallets/kit/';
const WALLETS_DIR = 'packages/core/src/wallets/';
/** The protocol floor (psbt, message, send, runes, listing rules) and what stands above it. */
const PROTOCOL_DIR = 'packages/core/src/protocol/';
const ABOVE_PROTOCOL = ['clients/', 'wallets/', 'connection/', 'actions/'].map(
  (dir) => `packages/core/src/${dir}`,
);
const isPrimitive = (path) => PRIMITIVES.some((p) => (p.endsWith('/') ? path?.startsWith(p) : path === p));

/** Each rule: does it apply to this file, and what it says about one import (a message, or nothing). */
const RULES = [
  {
    applies: (file) => isPrimitive(file) && !TEST_FILE.test(file),
    check: ({ path }) =>
      path?.startsWith('packages/core/') && !isPrimitive(path)
        ? `core's ground floor imports ${path}, which stands above it`
        : undefined,
  },
  {
    // The rules a PSBT, a message or a send is held to run on what they are given: a client, a
    // wallet or the connection is the caller's to bring (a type may still name its shape).
    applies: (file) => file.startsWith(PROTOCOL_DIR) && !TEST_FILE.test(file),
    check: ({ path, typeOnly }) =>
      !typeOnly && ABOVE_PROTOCOL.some((dir) => path?.startsWith(dir))
        ? `core's protocol floor imports ${path}, which stands above it; take it as a parameter`
        : undefined,
  },
  {
    applies: (file) => file.startsWith(KIT_DIR) && !TEST_FILE.test(file),
    check: ({ path }) =>
      path?.startsWith(WALLETS_DIR) && !path.startsWith(KIT_DIR)
        ? `the connector kit imports ${path}: the kit stands below the families, their table and the registry`
        : undefined,
  },
  {
    applies: (file) => inCore(file) && !TEST_FILE.test(file),
    check: ({ path, pkg, satchel }) =>
      path?.startsWith('packages/react/') || path?.startsWith('apps/') || satchel?.dir === 'react'
        ? 'core imports react or app'
        : pkg && REACT_PACKAGES.test(pkg)
          ? `core imports ${pkg}`
          : undefined,
  },
  {
    applies: inReact,
    check: ({ path }) => (path?.startsWith('apps/') ? 'react imports app' : undefined),
  },
  {
    // Outside a package, nothing reaches into it by a relative path: only by its name. Tests may
    // drive the kit's internals (the devnet's chain, the Dev Wallet's keys) directly.
    applies: () => true,
    check: ({ path }, file) => {
      const there = packageOf(path);
      if (!there || there === packageOf(file) || (KIT.has(there) && isTestOrTool(file))) return undefined;
      return `reaches into packages/${there} by a relative path ('${path}'); import it by package name`;
    },
  },
  {
    applies: (file) => (inApp(file) || inReact(file)) && !TEST_FILE.test(file),
    check: undeclared,
  },
  {
    applies: (file) => inKit(file) && !TEST_FILE.test(file),
    check: undeclared,
  },
  {
    applies: inKit,
    check: ({ path, satchel }) =>
      path?.startsWith('apps/') || satchel?.dir === 'react' ? `imports ${path ?? satchel?.name}` : undefined,
  },
  {
    applies: (file) => PRODUCT.some((dir) => file.startsWith(`${dir}/`)) && !TEST_FILE.test(file),
    check: ({ path }) =>
      path?.startsWith('test/') ? `product code imports the test helper ${path}` : undefined,
  },
  {
    // A package stands on its own: nothing in packages/ (its tests and tools included) imports the
    // repository's end-to-end suite or its tooling. The packages' own builds live in scripts/pack/.
    applies: (file) => file.startsWith('packages/'),
    check: ({ path }) =>
      path?.startsWith('e2e/') || path?.startsWith('scripts/')
        ? `a package imports ${path}, which is repository tooling; packages never import e2e/ or scripts/`
        : undefined,
  },
  {
    // `@satchel/core/internal` is for the devnet, the Dev Wallet, tests and benches: its names may
    // change in any release, so an app never builds on it.
    applies: (file) => inApp(file),
    check: ({ satchel }) =>
      satchel?.dir === 'core' && satchel.subpath === './internal'
        ? 'an app imports @satchel/core/internal, which is not for apps; use a public subpath'
        : undefined,
  },
];

/** Test helpers belong under test/: no test-only folders or helper files inside product folders. */
const MISPLACED_HELPER =
  /(^|\/)(testing|test-support|__tests__)\/|(^|\/)test-[a-z-]+\.ts$|(^|\/)[a-z-]*test-helpers?\.ts$/;

/** `files`: absolute paths; `read` gives a file's text (tests pass their own). */
export function checkLayers(files, read = (file) => readFileSync(file, 'utf8')) {
  const problems = [];
  for (const file of files) {
    const name = rel(file);
    if (MISPLACED_HELPER.test(name) && PRODUCT.some((dir) => name.startsWith(`${dir}/`))) {
      problems.push(`${name}: test helper inside a product folder; move it under test/`);
    }
    const rules = RULES.filter((rule) => rule.applies(name));
    if (rules.length === 0) continue;
    const text = read(file);
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      const resolved = { ...target(file, specifier), typeOnly: /^(?:import|export)\s+type\s/.test(match[0]) };
      for (const rule of rules) {
        const problem = rule.check(resolved, name);
        if (problem) problems.push(`${name}: ${problem} ('${specifier}')`);
      }
    }
  }
  return problems;
}

/** The folders whose modules must import each other without a circle: the connector kit and the families. */
const ACYCLIC = [WALLETS_DIR];
/** Imports that load code: `import type` and `export type` are erased, so they close no circle. */
const VALUE_SPECIFIER =
  /(?:import|export)\s(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/**
 * Circles among the modules of the connector kit and the families, each as the list of files it
 * passes (`a → b → a`). A lazy `import()` counts: the module it loads is as tied to the importer as
 * a static one, and a kit that loads the registry is the registry's. Tests are left out.
 */
export function importCycles(files, read = (file) => readFileSync(file, 'utf8')) {
  const graph = new Map();
  for (const file of files) {
    const name = rel(file);
    if (TEST_FILE.test(name) || !ACYCLIC.some((dir) => name.startsWith(dir))) continue;
    const edges = [];
    for (const match of read(file).matchAll(VALUE_SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier?.startsWith('.')) continue;
      const { path } = target(file, specifier);
      if (ACYCLIC.some((dir) => path.startsWith(dir)) && !TEST_FILE.test(path)) edges.push(path);
    }
    graph.set(name, edges);
  }
  const cycles = [];
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const visit = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 2);
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The repository builds the packages' subpaths from their sources through tsconfig.json "paths": each
 * subpath a source package exports must name there the very file its `dist/` entry is built from, or
 * the app and tests would run other code than a consumer gets. One line per subpath that does not.
 */
export function pathProblems(
  paths = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''))
    .compilerOptions.paths,
) {
  const problems = [];
  for (const [dir, name] of Object.entries(SOURCE_PACKAGES)) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    for (const [subpath, entry] of Object.entries(manifest.exports ?? {})) {
      const built = typeof entry === 'string' ? entry : entry.default;
      if (!built.endsWith('.js')) continue;
      const source = built.replace(/^\.\/dist\//, `./packages/${dir}/src/`).replace(/\.js$/, '');
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      const named = paths[specifier]?.[0]?.replace(/\.tsx?$/, '');
      if (named !== source) {
        problems.push(
          `tsconfig.json: "paths" names ${named ?? 'nothing'} for ${specifier}, which ${dir}'s package.json builds from ${source}`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = CHECKED.flatMap((dir) => walk(join(root, dir)));
  const problems = [
    ...checkLayers(files),
    ...pathProblems(),
    ...importCycles(files).map(
      (cycle) =>
        `${cycle[0]}: imports itself through ${cycle.slice(1).join(' → ')}; the kit in wallets/kit/ stands below the families and the registry`,
    ),
  ];
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(
    problems.length === 0
      ? `layering: ${files.length} files, no problems`
      : `layering: ${problems.length} problems`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
