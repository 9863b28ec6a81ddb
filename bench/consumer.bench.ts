/**
 * What an app pays for Satchel: the first-load JS, gzip, of the smallest app on the
 * packages — examples/react-app's `minimal` page: `ConnectButton`, `useConnect`, `useAccounts`,
 * `useBalance` — minus a React-only page built the same way. Budget: 25 KiB for Satchel and
 * TanStack Query together (each file gzip -9, as bench/first-load.ts measures). A third page with
 * React and TanStack Query alone splits the two when the app's first load holds TanStack Query's
 * query code; Satchel's hooks load that code after the first screen, so the figure is then Satchel's.
 * The packages are built (`dist/`, as `npm pack` ships them) and resolved through their
 * package.json `exports` and `sideEffects`, as an installed copy would be.
 * Run: npm run bench:consumer. Prints a table and writes bench/results/consumer.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { firstLoad } from './first-load';

const root = new URL('..', import.meta.url).pathname;
const work = join(root, 'dist-bench', 'consumer');
/** KiB of Satchel and TanStack Query over React, each file gzip -9. */
const BUDGET_KB = 25;

/** The pages built, each on its own: what each first visit downloads before it can run. */
const PAGES = {
  'react-only': `import { createRoot } from 'react-dom/client';
const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Hello</p>);
`,
  'react-and-query': `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
function Answer() {
  const answer = useQuery({ queryKey: ['answer'], queryFn: async () => 42 });
  return <p>{answer.data ?? '…'}</p>;
}
const root = document.getElementById('root');
if (root) createRoot(root).render(<QueryClientProvider client={new QueryClient()}><Answer /></QueryClientProvider>);
`,
} as const;

const html = (script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>\n`;

async function buildPage(name: string, input: string) {
  const outDir = join(work, 'out', name);
  await build({
    configFile: false,
    root: work,
    logLevel: 'error',
    // The symlinked packages are found where an install puts them, node_modules/@satchel/*.
    resolve: { preserveSymlinks: true },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        input: join(work, input),
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  // Each page is built from its own HTML file; its output is that file's twin.
  await cp(join(outDir, input), join(outDir, 'index.html'));
  const load = firstLoad(outDir);
  // TanStack Query's query code, by a message of its own: is it in what the page loads first?
  const withQueryCode = load.files.some((f) =>
    readFileSync(join(outDir, f.file), 'utf8').includes('Missing queryFn'),
  );
  return { files: load.files, kb: load.kiB, withQueryCode };
}

async function main() {
  // Each package's own build, the one `npm pack` runs.
  for (const name of ['core', 'react']) {
    const built = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts', 'pack', `${name}.ts`)],
      {
        cwd: join(root, 'packages', name),
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error(`building packages/${name} failed`);
  }

  // A consumer project: examples/react-app's sources, the packages where npm would install them.
  await rm(work, { recursive: true, force: true });
  await mkdir(join(work, 'node_modules', '@satchel'), { recursive: true });
  for (const name of ['core', 'react']) {
    await symlink(join(root, 'packages', name), join(work, 'node_modules', '@satchel', name), 'dir');
  }
  await cp(join(root, 'examples', 'react-app', 'src'), join(work, 'src'), { recursive: true });
  await cp(join(root, 'examples', 'react-app', 'minimal'), join(work, 'minimal'), { recursive: true });
  for (const [name, source] of Object.entries(PAGES)) {
    await mkdir(join(work, name), { recursive: true });
    await writeFile(join(work, 'src', `${name}.tsx`), source);
    await writeFile(join(work, name, 'index.html'), html(`/src/${name}.tsx`));
  }

  const reactOnly = await buildPage('react-only', 'react-only/index.html');
  const reactAndQuery = await buildPage('react-and-query', 'react-and-query/index.html');
  const app = await buildPage('minimal', 'minimal/index.html');
  const satchelAndQuery = app.kb - reactOnly.kb;
  const rows = [
    { page: 'React alone', firstLoadKiB: reactOnly.kb },
    { page: 'React + TanStack Query', firstLoadKiB: reactAndQuery.kb },
    { page: 'examples/react-app minimal (connect + balance)', firstLoadKiB: app.kb },
    {
      page: '→ Satchel + TanStack Query (app − React)',
      firstLoadKiB: satchelAndQuery,
      budget: BUDGET_KB,
      withinBudget: satchelAndQuery <= BUDGET_KB,
    },
    app.withQueryCode
      ? { page: '→ Satchel alone (app − React − TanStack Query)', firstLoadKiB: app.kb - reactAndQuery.kb }
      : {
          page: '→ Satchel alone (TanStack Query loads after the first screen)',
          firstLoadKiB: satchelAndQuery,
        },
  ].map((row) => ({ ...row, firstLoadKiB: Number(row.firstLoadKiB.toFixed(1)) }));
  console.log('Consumer app first-load JS, gzip -9');
  console.table(rows);
  console.table(app.files.map((f) => ({ file: f.file, gzipKiB: (f.gzipBytes / 1024).toFixed(1) })));
  const withinBudget = satchelAndQuery <= BUDGET_KB;
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(root, 'bench', 'results', 'consumer.json'),
    `${JSON.stringify({ budgetKiB: BUDGET_KB, withinBudget, rows, files: { reactOnly, reactAndQuery, app } }, null, 2)}\n`,
  );
  if (!withinBudget) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
