import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import list from './builds.json' with { type: 'json' };

/** One app build of the suite (e2e/builds.json): made by `npm test`, checked before a spec uses it. */
export type BuildName = 'regtest' | 'mainnet' | 'walletconnect';

/** The build's environment, its `{devnet}` and `{devnet-ws}` filled with `devnet`'s origin. */
export function buildEnv(name: BuildName, devnet: string): Record<string, string> {
  const build = list.builds.find((entry) => entry.name === name);
  if (!build) throw new Error(`e2e/builds.json has no build named ${name}`);
  const ws = devnet.replace(/^http/, 'ws');
  return Object.fromEntries(
    Object.entries(build.env).map(([key, value]) => [
      key,
      value.replaceAll('{devnet-ws}', ws).replaceAll('{devnet}', devnet),
    ]),
  );
}

/**
 * `dist`, refused unless its `_headers` (the Content-Security-Policy) name `origin`: a missing build,
 * or one made for another devnet, fails with the command that makes the right one.
 */
export function checkedBuild(name: BuildName, dist: string, devnet: string, origin: string): string {
  const headers = join(dist, '_headers');
  const built = existsSync(headers) ? readFileSync(headers, 'utf8') : '';
  if (!built.includes(origin)) {
    const env = Object.entries(buildEnv(name, devnet))
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    throw new Error(
      `${dist} is not the ${name} build for ${origin}. Build it with:\n` +
        `  npx tsx packages/devwallet/src/build.ts && ${env} npx vite build --config apps/web/vite.config.ts --outDir ${dist} --emptyOutDir`,
    );
  }
  return dist;
}
