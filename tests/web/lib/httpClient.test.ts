import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('the HTTP client, loaded on first use', () => {
  it('is one client however often it is asked for', async () => {
    const { httpClient } = await import('@/lib/http');
    const [a, b] = await Promise.all([httpClient(), httpClient()]);
    expect(a.http).toBe(b.http);
  });

  it('tries the download again after one failed, and a request reports the failure', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new Error('the chunk is gone');
    });
    const { httpClient } = await import('@/lib/http');
    const { axiosBaseQuery } = await import('@/lib/api');
    const failed = await axiosBaseQuery(
      { url: '/bets' },
      {
        signal: new AbortController().signal,
      } as never,
      {},
    );
    expect(failed).toMatchObject({ error: { status: undefined } });
    vi.doUnmock('axios');
    await expect(httpClient()).resolves.toHaveProperty('http');
  });
});
