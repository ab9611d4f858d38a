import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the web app once and starts the real server on the embedded defaults for the suite. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD)
    // vitest sets NODE_ENV=test, which Vite would bake into the bundle (React's and Redux
    // Toolkit's development checks): build what production serves.
    execSync('npx vite build --logLevel error', {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const server = await startServer({
    // A loaded machine starts the server slowly; E2E_HEALTH_TIMEOUT_MS waits longer.
    healthTimeoutMs: Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 60_000),
    env: {
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      DEMO_SPEED: process.env.E2E_DEMO_SPEED ?? '30',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
