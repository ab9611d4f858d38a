import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../helpers';

// Replay of a missing /assets/ file answered 404 with a year's immutable caching: a cache kept
// the 404 after the file was deployed.
let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edgewise-cache-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  ctx = await testApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are immutable when found, and a missing one is not', async () => {
    const found = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ url: '/assets/app-not-yet-deployed.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(missing.headers['cache-control'] ?? '').not.toContain('max-age=31536000');
  });
});
