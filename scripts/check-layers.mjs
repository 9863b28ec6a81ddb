// The layering rules, checked on every `npm test` (CONTRIBUTING.md): app → react → core;
// the app reaches core and react only through their public entry points; devnet and the Dev Wallet
// never import the app or React; test helpers live under test/, never in product folders.
// Node built-ins only. Exits non-zero with one line per broken rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT = ['src', 'devnet', 'emulator'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

const rel = (path) => relative(root, path).split(sep).join('/');

/** A relative specifier as a repository path (`src/core/index.ts`), or the package name. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return { pkg: specifier };
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

const REACT_PACKAGES = /^(react|react-dom|@tanstack\/react-query|wouter)(\/|$)/;
const APP_MAY_IMPORT = new Set(['src/core/index.ts', 'src/core/config.ts', 'src/react/index.ts']);

/** Each rule: does it apply to this file, and what it says about one import (a message, or nothing). */
const RULES = [
  {
    applies: (file) => file.startsWith('src/core/') && !TEST_FILE.test(file),
    check: ({ path, pkg }) =>
      path?.startsWith('src/react/') || path?.startsWith('src/app/')
        ? 'core imports react or app'
        : pkg && REACT_PACKAGES.test(pkg)
          ? `core imports ${pkg}`
          : undefined,
  },
  {
    applies: (file) => file.startsWith('src/react/'),
    check: ({ path }) => (path?.startsWith('src/app/') ? 'react imports app' : undefined),
  },
  {
    applies: (file) => file.startsWith('src/app/') && !TEST_FILE.test(file),
    check: ({ path }) =>
      (path?.startsWith('src/core/') || path?.startsWith('src/react/')) && !APP_MAY_IMPORT.has(path)
        ? `app imports ${path}; use src/core/index.ts or src/react/index.ts`
        : undefined,
  },
  {
    applies: (file) => file.startsWith('devnet/') || file.startsWith('emulator/'),
    check: ({ path }) =>
      path?.startsWith('src/app/') || path?.startsWith('src/react/') ? `imports ${path}` : undefined,
  },
  {
    applies: (file) => PRODUCT.some((dir) => file.startsWith(`${dir}/`)) && !TEST_FILE.test(file),
    check: ({ path }) =>
      path?.startsWith('test/') ? `product code imports the test helper ${path}` : undefined,
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
      const resolved = target(file, specifier);
      for (const rule of rules) {
        const problem = rule.check(resolved);
        if (problem) problems.push(`${name}: ${problem} ('${specifier}')`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = PRODUCT.flatMap((dir) => walk(join(root, dir)));
  const problems = checkLayers(files);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(
    problems.length === 0
      ? `layering: ${files.length} files, no problems`
      : `layering: ${problems.length} problems`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
