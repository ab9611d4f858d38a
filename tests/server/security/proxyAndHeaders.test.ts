import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, redactSecrets } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { XHR } from '../accounts/http';
import { testApp, testConfig, testDb } from '../helpers';

const login = (email: string, forwardedFor: string) => ({
  method: 'POST' as const,
  url: '/api/account/login',
  headers: { ...XHR, 'x-forwarded-for': forwardedFor },
  payload: { email, password: 'wrong-password', rememberMe: 'false' },
});

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL, and defaults to localhost in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'development', PORT: '9123' }).PUBLIC_URL).toBe(
      'http://localhost:9123',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://edgewise.example/' }).PUBLIC_URL,
    ).toBe('https://edgewise.example');
  });

  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('X-Forwarded-For', () => {
  it('does not let a client pick its address to escape the per-address rate limit', async () => {
    const ctx = await testApp({ ACCOUNT_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await ctx.app.inject(login(`x${i}@example.com`, `203.0.113.${i}`))).statusCode);
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('is believed from a proxy TRUST_PROXY names', async () => {
    const ctx = await testApp({ ACCOUNT_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      // inject() connects from 127.0.0.1, the trusted proxy, so each forwarded address has its own budget.
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await ctx.app.inject(login(`y${i}@example.com`, `203.0.113.${i}`))).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await ctx.close();
    }
  });
});

describe('security headers', () => {
  it('sends CSP without inline script, no-sniff, referrer policy and frame denial; HSTS only behind HTTPS', async () => {
    const plain = await testApp();
    const https = await testApp({ PUBLIC_URL: 'https://edgewise.example' });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await plain.close();
      await https.close();
    }
  });
});

describe('logs', () => {
  it('never write the access_token or the connection token of a hub request', async () => {
    expect(redactSecrets('/hubs/matchups?id=abc&access_token=s3cret&x=1')).toBe(
      '/hubs/matchups?id=[redacted]&access_token=[redacted]&x=1',
    );
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = await testDb();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      db,
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      await app.inject({
        method: 'GET',
        url: '/hubs/matchups?id=x&access_token=super-secret-token',
      });
      await app.inject({ method: 'GET', url: '/api/health?access_token=super-secret-token' });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('super-secret-token');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
