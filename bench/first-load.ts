import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * What a first visit downloads before the page can run, measured as the peers are measured
 * (docs/performance.md): the entry script, every chunk its HTML modulepreloads, and its CSS, each
 * compressed on its own with `gzip -9`, summed in kB of 1,000 bytes.
 */
export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  /** kB, 1,000 bytes. */
  kB: number;
  /** KiB, 1,024 bytes. */
  kiB: number;
}

export function firstLoad(dir: string): FirstLoad {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  const files = [...new Set(referenced)].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(dir, file)), { level: constants.Z_BEST_COMPRESSION }).length,
  }));
  const bytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, kB: bytes / 1000, kiB: bytes / 1024 };
}
