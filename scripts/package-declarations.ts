import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The declarations of a bundled package (`@satchel/devnet`, `@satchel/devwallet`), generated from
 * its source: `tsc` emits every module its entry reaches (with the `@satchel/core` modules it
 * bundles), then only the declarations the entry's types reach are kept, with `@satchel/core`
 * specifiers turned into relative ones, so the package names no module it does not ship.
 * Any other import must be one the package's users have (Node's built-ins, its peer dependencies).
 */

const SPECIFIER = /(from\s+|import\(\s*)(['"])([^'"]+)\2/g;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** A declaration file for a module path without extension, as `tsc` wrote it. */
async function declarationFor(base: string): Promise<string | undefined> {
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts'), base.replace(/\.js$/, '.d.ts')]) {
    if (await exists(candidate)) return candidate;
  }
  return undefined;
}

export interface DeclarationOptions {
  /** The package folder (holding `tsconfig.build.json`, which emits into `dist/types-emitted`). */
  dir: string;
  /** The entries' declarations, relative to the emitted folder (`devnet/src/public.d.ts`). */
  entries: readonly string[];
  /** Bare specifiers the declarations may keep (peer dependencies). */
  external?: readonly string[];
}

/**
 * The module of core's sources a `@satchel/core…` specifier names: an exported subpath by what core's
 * package.json builds it from (`@satchel/core/errors` → `primitives/errors/index`), else the path itself.
 */
async function coreModule(root: string, specifier: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, 'packages', 'core', 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const subpath = `.${specifier.slice('@satchel/core'.length)}`;
  const entry = manifest.exports[subpath];
  const built = typeof entry === 'string' ? entry : entry?.default;
  if (built?.endsWith('.js')) return built.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
  return subpath.slice(2) || 'index';
}

/** Emits, prunes and rewrites into `dist/types`, keeping the emitted folder layout. */
export async function packageDeclarations({
  dir,
  entries,
  external = [],
}: DeclarationOptions): Promise<void> {
  const root = resolve(dir, '..', '..');
  const emitted = join(dir, 'dist', 'types-emitted');
  const out = join(dir, 'dist', 'types');
  await rm(emitted, { recursive: true, force: true });
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.build.json')], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`tsc failed for ${dir}\n${tsc.stdout}${tsc.stderr}`);
  const coreRoot = join(emitted, 'core', 'src');
  const allowed = (specifier: string) =>
    specifier.startsWith('node:') ||
    builtinModules.includes(specifier) ||
    external.some((name) => specifier === name || specifier.startsWith(`${name}/`));

  const queue = entries.map((entry) => join(emitted, entry));
  const done = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (done.has(file)) continue;
    done.add(file);
    let text = await readFile(file, 'utf8');
    // Specifiers in code only: a doc comment may quote an import as an example.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [whole, lead, quote, specifier] of [...code.matchAll(SPECIFIER)]) {
      if (!specifier) continue;
      let target: string | undefined;
      if (specifier.startsWith('.')) target = await declarationFor(resolve(dirname(file), specifier));
      else if (specifier === '@satchel/core' || specifier.startsWith('@satchel/core/')) {
        target = await declarationFor(join(coreRoot, await coreModule(root, specifier)));
      } else if (allowed(specifier)) continue;
      else
        throw new Error(`${relative(emitted, file)} imports ${specifier}, which the package does not ship`);
      if (!target) throw new Error(`${relative(emitted, file)}: cannot resolve ${specifier}`);
      queue.push(target);
      let next = relative(dirname(file), target).replace(/\.d\.ts$/, '.js');
      if (!next.startsWith('.')) next = `./${next}`;
      text = text.replace(whole, `${lead}${quote}${next}${quote}`);
    }
    const destination = join(out, relative(emitted, file));
    await mkdir(dirname(destination), { recursive: true });
    await writeFile(destination, text);
  }
  await rm(emitted, { recursive: true, force: true });
}
