import { chmod, readFile, writeFile } from 'node:fs/promises';

/**
 * Turns a bundled CLI into a package's bin: its usage text names the repository's npm script
 * (`usage: npm run devnet --`), the installed command is the bin's name; a shebang and the
 * executable bit make it runnable.
 */
export async function finishBin(
  file: string,
  usage: { repository: string; installed: string },
): Promise<void> {
  const code = (await readFile(file, 'utf8')).replaceAll(usage.repository, usage.installed);
  await writeFile(file, `#!/usr/bin/env node\n${code}`);
  await chmod(file, 0o755);
}
