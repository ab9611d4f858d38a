import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The
    // suites wait on servers, sockets and databases much of the time, so one worker more than the
    // cores keeps them busy (docs/benchmarks.md "Test suite time").
    maxWorkers: availableParallelism() + 1,
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'domain/**': { lines: 95 } },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          // happy-dom, not jsdom: the role queries' accessible names and user-event's pointer checks
          // call getComputedStyle on every node, which jsdom resolves slowly; the web suites took
          // 253 s under jsdom and 133 s under happy-dom (docs/benchmarks.md "Test suite time").
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          css: false,
          // A file's first lazy page is transformed on first use: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
