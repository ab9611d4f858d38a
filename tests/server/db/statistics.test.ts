import { describe, expect, it, vi } from 'vitest';
import { insertUser } from '../../../server/accounts/users';
import { insertBet, type NewBet } from '../../../server/bets/repository';
import { openDb, type Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { keepStatistics } from '../../../server/db/statistics';
import { insertMatchupRows } from '../../fixtures/rows';

const BETS = 3_000;

function single(id: string): NewBet {
  return {
    id,
    units: 1,
    reasoning: '',
    betMode: 'single',
    betType: 'MoneyLine',
    sport: 'nba',
    matchupId: 'stats-game',
    homeTeam: 'Home Club',
    awayTeam: 'Away Club',
    team: 'Home Club',
    moneyLine: 'Home Club ML -140',
    spread: '',
    total: '',
    teaserPoints: null,
    includedMatchups: [],
    individualBets: [],
    price: -140,
    book: null,
    published: false,
    legs: [
      {
        matchupId: 'stats-game',
        betType: 'MoneyLine',
        selection: 'Home',
        price: -140,
        line: null,
        gradedLine: null,
        book: null,
      },
    ],
  };
}

// The first page of Betting History, as server/bets/repository.ts reads it.
const plan = async (db: Db, userId: string) =>
  (
    await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT b.id FROM bets b WHERE b.user_id = $1
        ORDER BY b.created_at DESC, b.seq DESC LIMIT 26`,
      [userId],
    )
  ).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');

describe('planner statistics on the embedded database (docs/benchmarks.md)', () => {
  it('analyzes PGlite, so a large account’s newest bets are read along the index, not sorted', async () => {
    const db = await openDb({ pgliteDir: 'memory://' });
    try {
      await migrate(db);
      await insertMatchupRows(db, [
        {
          id: 'stats-game',
          awayTeam: 'Away Club',
          homeTeam: 'Home Club',
          startsAt: new Date(Date.now() + 3_600_000),
        },
      ]);
      const user = await insertUser(db, {
        email: 'many-bets@example.com',
        firstName: 'Many',
        lastName: 'Bets',
        passwordHash: null,
      });
      const now = Date.now();
      await db.transaction(async (tx) => {
        for (let i = 1; i <= BETS; i++)
          await insertBet(tx, user!.id, single(`b-${i}`), new Date(now - i * 60_000));
      });
      // Without statistics the planner takes the account for a few rows and sorts all of them.
      expect(await plan(db, user!.id)).toMatch(/Sort/);
      const onError = vi.fn();
      const stop = keepStatistics(db, onError, 60_000);
      await stop();
      expect(onError).not.toHaveBeenCalled();
      const analyzed = await plan(db, user!.id);
      expect(analyzed).toMatch(/Index Scan using bets_user_created_idx/);
      expect(analyzed).not.toMatch(/Sort/);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves PostgreSQL to its autovacuum', async () => {
    const query = vi.fn();
    vi.useFakeTimers();
    try {
      const stop = keepStatistics({ kind: 'postgres', query } as unknown as Db, vi.fn(), 10);
      await vi.advanceTimersByTimeAsync(100);
      await stop();
      expect(query).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
