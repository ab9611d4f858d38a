import { describe, expect, it } from 'vitest';
import { easternDate, easternMinutes } from '@domain/rules/dates';
import { impliedProbability } from '@domain/rules/odds';
import { SPORTS } from '@domain/rules/sports';
import { DemoFeed, demoReport } from '../../../server/feed/demo/demoFeed';
import { expectation } from '../../../server/feed/demo/model';
import { gamesOn } from '../../../server/feed/demo/schedule';
import { TEAMS } from '../../../server/feed/demo/teams';

const SEED = 20261122;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const feedAt = (iso: string, seed = SEED) =>
  new DemoFeed({
    publisher: { publish: async () => [] },
    seed,
    speed: 1,
    log: quiet,
    now: () => new Date(iso),
  });
const key = (g: ReturnType<typeof gamesOn>[number]) =>
  `${g.providerId} ${g.startsAt.toISOString()} ${g.away.name} @ ${g.home.name}`;

describe('demo schedule', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = feedAt('2026-11-22T17:00:00Z').window().map(key);
    const b = feedAt('2026-11-22T17:00:00Z').window().map(key);
    const c = feedAt('2026-11-22T17:00:00Z', 7).window().map(key);
    expect(a.length).toBeGreaterThan(300);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('covers 7 days back to 7 days ahead, and a later window keeps the games it shares', () => {
    const today = feedAt('2026-11-22T17:00:00Z').window();
    const dates = [...new Set(today.map((g) => g.date))].sort();
    expect(dates[0]).toBe('2026-11-15');
    expect(dates.at(-1)).toBe('2026-11-29');
    const tomorrow = new Set(feedAt('2026-11-23T17:00:00Z').window().map(key));
    const shared = today.filter((g) => g.date >= '2026-11-16');
    expect(shared.every((g) => tomorrow.has(key(g)))).toBe(true);
  });

  it('uses each league’s real teams, one game per team per day, on the Eastern date of the start', () => {
    for (const sport of SPORTS) {
      const names = new Set(TEAMS[sport].map((t) => t.name));
      for (const date of ['2026-11-21', '2026-11-22', '2026-07-18', '2027-01-09']) {
        const games = gamesOn(SEED, sport, date);
        const teams = games.flatMap((g) => [g.away.name, g.home.name]);
        expect(new Set(teams).size).toBe(teams.length);
        for (const g of games) {
          expect(names.has(g.home.name) && names.has(g.away.name)).toBe(true);
          expect(easternDate(g.startsAt)).toBe(date);
        }
      }
    }
    expect(TEAMS.nfl).toHaveLength(32);
    expect(TEAMS.nba).toHaveLength(30);
    expect(TEAMS.mlb).toHaveLength(30);
    expect(TEAMS.nhl).toHaveLength(32);
    expect(TEAMS.ncaaf.length).toBeGreaterThanOrEqual(40);
    expect(TEAMS.ncaab.length).toBeGreaterThanOrEqual(60);
  });

  it('plays the NFL on Thursday, Sunday and Monday, with Detroit and Dallas at home on Thanksgiving', () => {
    const week = [
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ];
    const counts = week.map((d) => gamesOn(SEED, 'nfl', d).length);
    expect(counts).toEqual([0, 0, 1, 0, 0, counts[5], 1]);
    expect(counts[5]).toBeGreaterThanOrEqual(10);
    const sunday = gamesOn(SEED, 'nfl', '2026-11-22').map((g) => easternMinutes(g.startsAt));
    expect(new Set(sunday)).toEqual(new Set([13 * 60, 16 * 60 + 5, 16 * 60 + 25, 20 * 60 + 20]));
    const thanksgiving = gamesOn(SEED, 'nfl', '2026-11-26');
    expect(thanksgiving.map((g) => easternMinutes(g.startsAt))).toEqual([
      12 * 60 + 30,
      16 * 60 + 30,
      20 * 60 + 20,
    ]);
    expect(thanksgiving[0]?.home.name).toBe('Detroit Lions');
    expect(thanksgiving[1]?.home.name).toBe('Dallas Cowboys');
  });

  it('keeps seasons honest: no MLB in November, no NFL in June, MLB in July with starting pitchers', () => {
    expect(gamesOn(SEED, 'mlb', '2026-11-22')).toEqual([]);
    expect(gamesOn(SEED, 'nfl', '2026-06-14')).toEqual([]);
    expect(gamesOn(SEED, 'nba', '2026-11-26')).toEqual([]);
    const july = gamesOn(SEED, 'mlb', '2026-07-21');
    expect(july).toHaveLength(15);
    for (const g of july) {
      expect(g.home.rotation).toContain(g.homePitcher);
      expect(g.away.rotation).toContain(g.awayPitcher);
    }
  });

  it('starts nightly leagues in the evening Eastern (later for western arenas)', () => {
    for (const sport of ['nba', 'nhl'] as const) {
      for (const date of ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
        for (const g of gamesOn(SEED, sport, date)) {
          const m = easternMinutes(g.startsAt);
          expect(m).toBeGreaterThanOrEqual(19 * 60);
          expect(m).toBeLessThanOrEqual(22 * 60 + 30);
          if (g.home.zone === 'P') expect(m).toBeGreaterThanOrEqual(22 * 60);
        }
      }
    }
  });
});

describe('demo odds', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const games = feedAt(now.toISOString())
    .window()
    .filter((g) => g.startsAt > now);

  it('prices the favourite on both moneyline and spread, with a bookmaker margin', () => {
    let checked = 0;
    for (const g of games) {
      const r = demoReport(SEED, 1, { game: g, truth: expectation(SEED, g) }, now);
      const l = r.lines!;
      expect(l.homeSpread).toBe(-(l.awaySpread as number) + 0);
      expect(l.totalPoints).toBeGreaterThan(0);
      if (l.homeMoneyLine == null || l.awayMoneyLine == null) continue;
      const overround = impliedProbability(l.homeMoneyLine) + impliedProbability(l.awayMoneyLine);
      expect(overround).toBeGreaterThan(1.02);
      expect(overround).toBeLessThan(1.08);
      if (l.homeMoneyLine < -130) expect(l.homeSpread).toBeLessThan(0);
      if (l.awayMoneyLine < -130) expect(l.homeSpread).toBeGreaterThan(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('uses league-shaped numbers: puck lines ±1.5, NFL totals in the 30s-50s, NBA totals above 190', () => {
    for (const g of games) {
      const l = demoReport(SEED, 1, { game: g, truth: expectation(SEED, g) }, now).lines!;
      if (g.sport === 'nhl') {
        expect(Math.abs(l.homeSpread!)).toBe(1.5);
        expect(l.totalPoints).toBeGreaterThanOrEqual(4.5);
        expect(l.totalPoints).toBeLessThanOrEqual(7.5);
      }
      if (g.sport === 'nfl') {
        expect(l.totalPoints).toBeGreaterThan(30);
        expect(l.totalPoints).toBeLessThan(60);
      }
      if (g.sport === 'nba') expect(l.totalPoints).toBeGreaterThan(190);
    }
  });

  it('moves lines a little before the start and freezes them at it', () => {
    const g = games.find((x) => x.sport === 'nba')!;
    const truth = expectation(SEED, g);
    const at = (ms: number) =>
      demoReport(SEED, 1, { game: g, truth }, new Date(g.startsAt.getTime() + ms));
    const opening = at(-8 * 86_400_000);
    const closing = at(0);
    expect(opening.lineHistory).toEqual([]);
    expect(closing.lineHistory!.length).toBeGreaterThan(0);
    expect(Math.abs(closing.lines!.homeSpread! - opening.lines!.homeSpread!)).toBeLessThanOrEqual(
      4,
    );
    const inPlay = at(3_600_000);
    expect(inPlay.lines).toEqual(closing.lines);
    // In play a report is dated when it was seen (its books are live); the close it keeps is the
    // last snapshot of its history, dated before the start (docs/models.md).
    expect(inPlay.observedAt!.getTime()).toBeGreaterThan(g.startsAt.getTime());
    const close = inPlay.lineHistory!.at(-1)!;
    expect(close.takenAt.getTime()).toBeLessThan(g.startsAt.getTime());
    expect({ ...close, takenAt: undefined }).toEqual({ ...closing.lines, takenAt: undefined });
  });
});
