import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The deployment tests (docs/deployment.md §3): real nginx, two server processes, PostgreSQL and
// Redis. One file at a time, apart from `npm test`, so that their load has the machine to itself.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['tests/deploy/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
