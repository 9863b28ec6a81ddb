import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Strict Content-Security-Policy for production builds: scripts only from our origin,
 * network only to the configured explorer and ordering service (DESIGN.md, Security).
 */
function contentSecurityPolicy(connectSources: string[]): Plugin {
  return {
    name: 'satchel-csp',
    apply: 'build',
    transformIndexHtml() {
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: https:",
        `connect-src 'self' ${connectSources.join(' ')}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ');
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

function origins(env: Record<string, string>): string[] {
  const set = new Set<string>();
  for (const [key, value] of Object.entries(env)) {
    if (!/^VITE_(ESPLORA_BASE|ORDERING_BASE)/.test(key) || !value) continue;
    try {
      set.add(new URL(value).origin);
    } catch {
      // not a URL: ignored, the app falls back to its default
    }
  }
  const network = env.VITE_NETWORK ?? 'regtest';
  if (network === 'regtest') set.add('http://127.0.0.1:3002');
  else set.add('https://mempool.space');
  return [...set];
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [contentSecurityPolicy(origins({ ...env, ...pickViteEnv(process.env) }))],
    build: { target: 'es2022', sourcemap: false },
    preview: { host: '127.0.0.1' },
    server: { host: '127.0.0.1' },
  };
});

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (key.startsWith('VITE_') && value) out[key] = value;
  return out;
}
