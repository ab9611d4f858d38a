import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers';

describe('GET /api/account/external-logins', () => {
  it('lists no provider when Google sign-in is not configured', async () => {
    const ctx = await testApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/external-logins' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('lists Google when its OIDC client is configured', async () => {
    const ctx = await testApp({
      OIDC_ISSUER: 'https://accounts.example.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/external-logins' });
      expect(res.json()).toEqual([{ name: 'Google', displayName: 'Google' }]);
    } finally {
      await ctx.close();
    }
  });
});
