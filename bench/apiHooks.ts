// npx tsx bench/apiHooks.ts: what each global hook and header of server/app.ts costs a small GET,
// measured from outside. One Fastify server per step, each started alone in its own process (this
// file with BENCH_HOOKS_STEP set) and loaded by autocannon's CLI in another; every step adds one
// piece of the app's stack to the one before it, so each row's drop from the row above is that
// piece's cost. The steps run interleaved, three times, and each is printed as the median of its
// ratios to the bare route measured in the same round (docs/benchmarks.md, API).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@domain/contracts/auth';
import { cookieValue } from '../server/http/cookies';
import { serializerCompiler } from '../server/http/serializer';
import { cors } from '../server/plugins/cors';
import { requestGuards } from '../server/plugins/requestGuards';
import { securityHeaders } from '../server/plugins/securityHeaders';
import { autocannon, cpuSeconds, int, median } from './api';

/** The pieces in the order server/app.ts registers them; each step holds every piece before it. */
const STEPS = [
  'bare',
  'security headers',
  'request guards',
  'session cookie',
  'cors',
  'zod response schema',
] as const;
type Step = (typeof STEPS)[number];

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ANSWER = {
  isAuthenticated: true,
  userId: '6f1c0d4e-58a5-4a4c-9d0b-0d6a4f4b0c11',
  email: 'bench@edgewise.test',
  name: 'Bench Runner',
  role: 'User',
  accountType: 'Bettor',
  subType: 'Free',
};

async function serve(step: Step): Promise<void> {
  const upTo = STEPS.indexOf(step);
  const has = (piece: Step) => STEPS.indexOf(piece) <= upTo;
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (has('security headers')) await app.register(securityHeaders, { https: false });
  if (has('request guards'))
    await app.register(requestGuards, { allowedOrigins: ['http://127.0.0.1'] });
  if (has('cors')) await app.register(cors, { origins: [] });
  const schema = has('zod response schema') ? { response: { 200: loginResponseSchema } } : {};
  // No cookie plugin: the app reads the session cookie where a session is needed, from the header
  // (server/http/cookies.ts), as this handler does.
  const readsCookie = has('session cookie');
  app.get('/api/account/user-info', { schema }, async (request) => {
    if (readsCookie && cookieValue(request.headers.cookie, 'edgewise_session') === undefined)
      throw new Error('no session cookie');
    return ANSWER;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(url);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function start(
  step: Step,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/apiHooks.ts'], {
    env: { ...process.env, BENCH_HOOKS_STEP: step },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${step} exited (${String(code)})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `${url}/api/account/user-info`, pid: child.pid, stop };
}

async function main(): Promise<void> {
  const servers = await Promise.all(STEPS.map((step) => start(step)));
  const cookie = 'edgewise_session=3q2-7w8sQ0h5cK3m8Zr1bX6yT4uV9pN2aL5eD0fG1hJ';
  try {
    for (const { url } of servers) await autocannon(url, cookie, 2);
    const ratios = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
    const rps = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
    const cpu = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
    for (let run = 1; run <= RUNS; run++) {
      let bare = 0;
      for (const [i, step] of STEPS.entries()) {
        const before = cpuSeconds(servers[i]!.pid);
        const load = await autocannon(servers[i]!.url, cookie, SECONDS);
        cpu.get(step)!.push(((cpuSeconds(servers[i]!.pid) - before) / load.requests) * 1e6);
        if (load.failed > 0) throw new Error(`${step}: ${load.failed} failed requests`);
        if (step === 'bare') bare = load.rps;
        rps.get(step)!.push(load.rps);
        ratios.get(step)!.push(load.rps / bare);
      }
      console.error(
        `  run ${run} (load ${loadavg()[0]!.toFixed(1)}): ${STEPS.map((s) => `${s} ${int(rps.get(s)!.at(-1)!)}`).join(', ')}`,
      );
    }
    console.log(
      '| step (each adds one piece) | req/s, median | × bare, median of runs | server CPU µs per answer | CPU over bare |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    const bareCpu = median(cpu.get('bare')!);
    for (const step of STEPS) {
      const r = median(rps.get(step)!);
      const c = median(cpu.get(step)!);
      console.log(
        `| ${step} | ${int(r)} | ${median(ratios.get(step)!).toFixed(2)}× | ${c.toFixed(1)} | +${(c - bareCpu).toFixed(1)} µs |`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const step = process.env.BENCH_HOOKS_STEP as Step | undefined;
if (step) await serve(step);
else await main();
