import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { easternDate } from '@domain/rules/dates';
import type { Sport } from '@domain/rules/sports';
import { demoDay } from '../../server/feed/demo/demoFeed';
import { pollUntil } from '../pollUntil';

/** A real server process started for e2e tests, with its address and the way to stop it. */
export interface E2eServer {
  baseUrl: string;
  child: ChildProcess;
  /** The directory holding the server's PGlite data. */
  dataDir: string;
  /** Ends the server; its data is removed unless `keepData` (to start another on it). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface E2eServerOptions {
  /** Prefix of the temporary directory holding the server's PGlite data. */
  dataDirPrefix?: string;
  /** Settings on top of the embedded defaults (PGlite, no Redis, a free port on 127.0.0.1). */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  /** Moves the server's clock (Date only; timers are untouched) this far from the real one. */
  clockOffsetMs?: number;
  /** Start on the data of a server stopped with `keepData` (a restart), instead of a fresh one. */
  dataDir?: string;
  /** Writes the server's stdout and stderr to this file instead of the test's output. */
  logFile?: string;
}

/** Preloaded into a server process: Date reads the shifted clock. */
const SHIFT_CLOCK = `
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS || 0);
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
  static now() { return RealDate.now() + offset; }
}
globalThis.Date = ShiftedDate;
`;

/**
 * How far to move a clock so that it reads `afterMs` past the first tip-off of `sport` today
 * (Eastern), in the demo feed's own schedule for `seed`; undefined when the league is idle today.
 */
export function offsetToFirstStart(
  seed: number,
  sport: Sport,
  afterMs = 30_000,
): number | undefined {
  const today = easternDate(new Date());
  const first = demoDay(seed, today).find((g) => g.sport === sport);
  return first ? first.startsAt.getTime() + afterMs - Date.now() : undefined;
}

/**
 * The first of `sports` with at least `min` games today (Eastern) in the demo schedule for `seed`:
 * the slate changes with the date (no NBA on Thanksgiving), so a suite follows a league that plays.
 */
export function leagueToday(seed: number, sports: readonly Sport[], min = 3): Sport {
  const games = demoDay(seed, easternDate(new Date()));
  const found = sports.find((sport) => games.filter((g) => g.sport === sport).length >= min);
  if (!found) throw new Error(`none of ${sports.join(', ')} has ${String(min)} demo games today`);
  return found;
}

/**
 * How far to move a clock so that it reads `afterMs` past the start of today's middle game
 * (Eastern) in the demo schedule for `seed`: later games still take picks, the next one starting
 * a spacing of the around-the-clock schedule later (more than 15 minutes on any in-season day).
 */
export function offsetToMidday(seed: number, afterMs = 30_000): number {
  const games = demoDay(seed, easternDate(new Date()));
  const middle = games[Math.floor(games.length / 2)];
  if (!middle) throw new Error(`the demo schedule for seed ${seed} has no games today`);
  return middle.startsAt.getTime() + afterMs - Date.now();
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once GET /api/health answers 200; throws if the process exits or time runs out. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  // A process announces no readiness: /api/health is polled every 250 ms.
  await pollUntil(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      }
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { intervalMs: 250, timeoutMs, what: 'the server to become healthy' },
  );
}

/**
 * Starts server/main.ts on PGlite in a fresh temporary directory and waits until it is healthy.
 * tsx runs directly in its own process group, so stop() ends the server and nothing else.
 */
export async function startServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const port = await freePort();
  const dataDir =
    options.dataDir ?? mkdtempSync(join(tmpdir(), options.dataDirPrefix ?? 'edgewise-e2e-'));
  const shifted = options.clockOffsetMs !== undefined;
  const command = shifted ? process.execPath : 'node_modules/.bin/tsx';
  const args = shifted
    ? ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(SHIFT_CLOCK)}`]
    : [];
  const child = spawn(command, [...args, 'server/main.ts'], {
    detached: true,
    env: {
      ...(shifted ? { E2E_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'pg'),
      ...options.env,
    },
    stdio: options.logFile
      ? ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')]
      : ['ignore', 'inherit', 'inherit'],
  });
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, options.healthTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, dataDir, stop };
}
