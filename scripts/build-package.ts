import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Builds a source package (`packages/core`, `packages/react`) into `dist/`, the way its
 * package.json `exports` point at it:
 * - ES modules, one file per source module (`preserveModules`), so an app's bundler sees the
 *   same module graph the repository's app does: unused modules drop out (`sideEffects`) and
 *   every dynamic `import()` (connectors, the explorer client) stays a chunk of its own;
 * - declarations from `tsc` beside them, their relative imports written with `.js` so they
 *   resolve under every `moduleResolution`.
 * Dependencies and peer dependencies stay imports; nothing from node_modules is copied in.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Manifest {
  name: string;
  exports: Record<string, string | { types?: string; default: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** `./dist/runes/index.js` → `src/runes/index.ts` (or `.tsx`), for every JavaScript export. */
async function entries(dir: string, manifest: Manifest): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const target of Object.values(manifest.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (!file.endsWith('.js')) continue;
    const name = file.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    for (const ext of ['.ts', '.tsx']) {
      const source = join(dir, 'src', `${name}${ext}`);
      if (await exists(source)) found[name] = source;
    }
    if (!found[name]) throw new Error(`${manifest.name}: no source for the export ${file}`);
  }
  return found;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path, suffix)));
    else if (entry.name.endsWith(suffix)) out.push(path);
  }
  return out;
}

/** Relative specifiers in declarations get the `.js` of the module they name (`./x` → `./x/index.js`). */
async function addDeclarationExtensions(dist: string): Promise<void> {
  for (const file of await filesUnder(dist, '.d.ts')) {
    const text = await readFile(file, 'utf8');
    const specifiers = [...text.matchAll(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g)];
    let next = text;
    for (const [whole, lead, quote, specifier] of specifiers) {
      if (!specifier || /\.(js|json|css)$/.test(specifier)) continue;
      const base = resolve(dirname(file), specifier);
      const withJs = (await exists(`${base}.d.ts`))
        ? `${specifier}.js`
        : (await exists(join(base, 'index.d.ts')))
          ? `${specifier}/index.js`
          : undefined;
      if (!withJs) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
      next = next.replace(whole, `${lead}${quote}${withJs}${quote}`);
    }
    if (next !== text) await writeFile(file, next);
  }
}

export async function buildPackage(dir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Manifest;
  const dist = join(dir, 'dist');
  const outside = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  const isExternal = (id: string) =>
    id.startsWith('node:') ||
    builtinModules.includes(id) ||
    outside.some((name) => id === name || id.startsWith(`${name}/`));

  await rm(dist, { recursive: true, force: true });
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      lib: { entry: await entries(dir, manifest), formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: join(dir, 'src'),
          entryFileNames: '[name].js',
        },
      },
    },
  });

  const tsc = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.build.json')], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`${manifest.name}: tsc failed\n${tsc.stdout}${tsc.stderr}`);
  await addDeclarationExtensions(dist);
}
