import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../../test/devnet/raw-request';
import { createDevnet, type Devnet } from '../index';

/**
 * Request targets the routes cannot read are the client's error (4xx with a
 * reason), never a 500 that a client would retry.
 */
let d: Devnet;
beforeAll(async () => {
  d = await createDevnet({ port: 0 });
});
afterAll(() => d.close());

/** Sends exactly `path` as the request target (no URL normalisation on the way). */
function get(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: d.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('malformed request targets', () => {
  it('error: bad percent-encoding in an Esplora path segment is 400 naming the segment', async () => {
    for (const path of ['/api/address/%E0%A4%A', '/api/tx/%zz/status', '/regtest/api/address/%']) {
      const res = await get(path);
      const segment = path.split('/').find((part) => part.includes('%'));
      expect([path, res.status, res.type]).toEqual([path, 400, 'text/plain']);
      expect(res.body).toBe(`Invalid percent-encoding in path segment ${JSON.stringify(segment)}`);
    }
  });

  it('error: bad percent-encoding in an ordering-service path is 400 too', async () => {
    const res = await get('/ordinals/v1/orders/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toContain('Invalid percent-encoding');
  });

  it('error: GET // is a 404 naming the path, not a 500', async () => {
    for (const path of ['//', '//api/blocks/tip/height', '///']) {
      const res = await get(path);
      expect([path, res.status, res.body]).toEqual([
        path,
        404,
        `endpoint does not exist ${JSON.stringify(path)}`,
      ]);
    }
  });

  it('error: a target that is neither a path nor a URL is 400', async () => {
    const res = await get('*');
    expect(res.status).toBe(400);
    expect(res.body).toBe('Malformed request target "*"');
  });

  it('behavior: well-formed escapes still decode and the server keeps answering', async () => {
    // `%62` is "b": the address route decodes its parameter before checking it.
    const escaped = await rawRequest(`${d.url}/api/address/%62cnotanaddress`);
    expect([escaped.status, escaped.body]).toEqual([400, 'Invalid Bitcoin address']);
    expect((await get('/api/blocks/tip/height')).status).toBe(200);
  });
});
