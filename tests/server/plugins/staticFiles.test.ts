import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers';

const INDEX = '<!doctype html><title>Edgewise</title>';
const SCRIPT = 'console.log("edgewise");'.repeat(100);
let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  // A build as vite writes it: hashed assets with .br and .gz beside them.
  dir = mkdtempSync(join(tmpdir(), 'edgewise-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  ctx = await testApp({ STATIC_DIR: dir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the pre-compressed asset the browser accepts, immutable, and the plain one otherwise', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);
    const gz = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers deep links with index.html for GET and HEAD, and a problem for a missing asset or API route', async () => {
    const deep = await ctx.app.inject({ url: '/faq' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(INDEX);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/matchups/nba' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    const asset = await ctx.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/application\/problem\+json/);
    const api = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});
