import { spawn, type ChildProcess } from 'node:child_process';
import { unpackDay, type DayTable } from '@domain/contracts/dayTable';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HUB_PATH } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { freePort, waitForHealth } from '../../e2e/server';
import { RawClient, RS } from '../hub/rawClient';

/**
 * kill -9 during bet submission: the server process dies at random moments while four clients
 * submit slips. Every slip the server acknowledged must be there after the restart, and no slip
 * may be stored in part. Runs on the embedded database (PGlite on disk), the harder case.
 */
const KILLS = 5;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const dataDir = mkdtempSync(join(tmpdir(), 'edgewise-crash-'));
let child: ChildProcess | null = null;
let baseUrl = '';
afterAll(() => {
  if (child?.pid && child.exitCode === null && child.signalCode === null)
    process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<void> {
  child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'pg'),
      STATIC_DIR: './tests/fixtures/no-build',
      ACCOUNT_RATE_LIMIT: '1000',
      DEMO_FEED: 'on',
      DEMO_SEED: '11',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 120_000);
  markServerUp();
}

/** Settles when the server answers again after the last kill. */
let serverUp: Promise<void> = Promise.resolve();
let markServerUp: () => void = () => undefined;

async function kill(): Promise<void> {
  const proc = child;
  if (!proc?.pid) return;
  serverUp = new Promise((resolve) => (markServerUp = resolve));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  process.kill(-proc.pid, 'SIGKILL');
  await exited;
}

async function upcomingGames(): Promise<Matchup[]> {
  const res = await fetch(`${baseUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: XHR,
  });
  const { connectionToken } = (await res.json()) as { connectionToken: string };
  const hub = await RawClient.connected(`${baseUrl}${HUB_PATH}?id=${connectionToken}`);
  const day = format(addDays(new Date(), 2), 'yyyy-MM-dd');
  hub.send(
    JSON.stringify({
      type: 1,
      invocationId: '1',
      target: 'RequestMatchupsForDate',
      arguments: [day],
    }) + RS,
  );
  for (;;) {
    const record = JSON.parse(await hub.next(30_000)) as {
      type: number;
      target?: string;
      arguments?: DayTable[];
    };
    if (record.type === 1 && record.target === 'ReceiveSportMatchupsUpdate') {
      hub.close();
      const day = record.arguments?.[0];
      return (day ? unpackDay(day) : []).filter(
        (m) => m.homeMoneyLine != null && m.awayMoneyLine != null,
      );
    }
  }
}

interface Slip {
  ids: string[];
  acknowledged: boolean;
}

describe('bet submission under kill -9', () => {
  it(`loses no acknowledged slip and stores no slip in part across ${KILLS} kills`, async () => {
    const port = await freePort();
    await start(port);
    const email = `crash-${Date.now()}@example.com`;
    const register = await fetch(`${baseUrl}/api/account/register`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({
        email,
        password: 'crash-test-secret-1',
        confirmPassword: 'crash-test-secret-1',
        firstName: 'Kill',
        lastName: 'Nine',
      }),
    });
    expect(register.status).toBe(200);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
    const games = await upcomingGames();
    expect(games.length).toBeGreaterThanOrEqual(3);

    const slips: Slip[] = [];
    let serial = 0;
    let running = true;
    const submitLoop = async (worker: number) => {
      while (running) {
        const size = 1 + (serial % 3);
        const ids = Array.from({ length: size }, () => `w${worker}-${(serial += 1)}`);
        const bets = ids.map((id, i) => {
          const game = games[(serial + i) % games.length]!;
          return {
            id,
            units: 1,
            reasoning: '',
            matchupId: game.id,
            homeTeam: game.homeTeam,
            awayTeam: game.awayTeam,
            betMode: 'single',
            team: 'Home',
            moneyLine: String(game.homeMoneyLine),
            spread: '',
            total: '',
            includedMatchups: [],
            individualBets: [],
            legs: [
              {
                matchupId: game.id,
                betType: 'MoneyLine',
                selection: i % 2 === 0 ? 'Home' : 'Away',
              },
            ],
            status: 'pending',
            createdAt: new Date().toISOString(),
          };
        });
        const slip: Slip = { ids, acknowledged: false };
        slips.push(slip);
        try {
          const res = await fetch(`${baseUrl}/api/bets`, {
            method: 'POST',
            headers: { ...XHR, cookie },
            body: JSON.stringify({ bets }),
          });
          slip.acknowledged = res.status === 200;
          if (res.status !== 200 && res.status < 500)
            throw new Error(`refused: ${res.status} ${await res.text()}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('refused')) throw error;
          // The server died under this request: wait for it to come back.
          await serverUp;
        }
      }
    };

    const workers = [0, 1, 2, 3].map((w) => submitLoop(w));
    for (let k = 0; k < KILLS; k += 1) {
      const before = slips.filter((s) => s.acknowledged).length;
      // Let some slips land before each kill, so each kill falls among writes in flight.
      await vi.waitFor(
        () =>
          expect(slips.filter((s) => s.acknowledged).length).toBeGreaterThanOrEqual(before + 20),
        { timeout: 60_000, interval: 20 },
      );
      await kill();
      await start(port);
    }
    running = false;
    await Promise.all(workers);

    const res = await fetch(`${baseUrl}/api/bets`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const saved = new Set(((await res.json()) as { bets: { id: string }[] }).bets.map((b) => b.id));
    const acknowledged = slips.filter((s) => s.acknowledged);
    const lost = acknowledged.flatMap((s) => s.ids.filter((id) => !saved.has(id)));
    const partial = slips.filter((s) => {
      const present = s.ids.filter((id) => saved.has(id)).length;
      return present > 0 && present < s.ids.length;
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * 20);
    expect(lost).toEqual([]);
    expect(partial).toEqual([]);
    await kill();
  }, 900_000);
});
