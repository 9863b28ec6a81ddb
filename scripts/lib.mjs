// Shared steps of `npm start` and `npm test`. Node built-ins only: these run before
// dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
/** The app's Vite configuration (its index.html and public/ beside it); builds land in the repository's root. */
export const APP_VITE_CONFIG = `${root}/apps/web/vite.config.ts`;

export function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs a command with its output held; resolves to its exit code and what it printed, in order. */
export function runHeld(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
  });
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (!stale) {
    log('Dependencies are installed');
    return;
  }
  log('Installing dependencies (npm ci)');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

/** Debian's Chromium for Playwright; browsers are never downloaded. */
export async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) {
    log('Chromium found at /usr/bin/chromium');
    return;
  }
  log("Installing Debian's chromium with apt-get");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    sudo.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env });
  if ((await apt(['update', '-qq'])) !== 0) throw new Error('apt-get update failed');
  if ((await apt(['install', '-y', '-qq', 'chromium'])) !== 0)
    throw new Error('apt-get install chromium failed');
}

export function npxBin(name) {
  return join(root, 'node_modules', '.bin', name);
}

export function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function hasFile(relative) {
  return existsSync(join(root, relative));
}

export { spawnSync };
