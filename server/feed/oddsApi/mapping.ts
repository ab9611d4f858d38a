import { decimalToAmerican, impliedProbability } from '@domain/rules/odds';
import type { Sport } from '@domain/rules/sports';
import { EMPTY_LINES, type BookLines, type FeedMatchup, type Lines } from '../types';
import type { OddsEvent, ScoreEvent } from './schemas';

export const ODDS_API_PROVIDER = 'oddsapi';

/** Our leagues → The Odds API sport keys. */
export const SPORT_KEYS: Record<Sport, string> = {
  nfl: 'americanfootball_nfl',
  ncaaf: 'americanfootball_ncaaf',
  nba: 'basketball_nba',
  ncaab: 'basketball_ncaab',
  mlb: 'baseball_mlb',
  nhl: 'icehockey_nhl',
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The most offered line; among equally common ones the closest to the median, then the lower. */
function consensusPoint(values: number[]): number | null {
  const mid = median(values);
  if (mid === null) return null;
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const candidates = [...counts].filter(([, n]) => n === top).map(([v]) => v);
  candidates.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  return (candidates[0] as number) + 0;
}

const isAmerican = (price: number): boolean => Number.isInteger(price) && Math.abs(price) >= 100;

// The median price taken in probability space: a median of -105 and +105 is about even, not 0.
function medianPrice(prices: number[]): number | null {
  const p = median(prices.filter(isAmerican).map(impliedProbability));
  if (p === null || p <= 0 || p >= 1) return null;
  const american = decimalToAmerican(1 / p);
  return Math.abs(american) < 100 ? (american < 0 ? -100 : 100) : american;
}

/** Median price (in probability) of the outcomes named `name` at exactly `point` in a market. */
function priceAt(event: OddsEvent, key: string, name: string, point: number): number | null {
  const prices: number[] = [];
  for (const book of event.bookmakers) {
    for (const market of book.markets) {
      if (market.key !== key) continue;
      for (const o of market.outcomes)
        if (o.name === name && o.point === point) prices.push(o.price);
    }
  }
  return medianPrice(prices);
}

/**
 * The market's consensus lines across the bookmakers of an event: median moneyline (in
 * probability), the most offered spread and total, and the median price of each side at that
 * spread and total (null when no book prices it there). A market no bookmaker
 * offers stays undefined, so the stored line is kept.
 */
export function consensusLines(event: OddsEvent): Partial<Lines> {
  const prices = { home: [] as number[], away: [] as number[] };
  const spreads = { home: [] as number[], away: [] as number[] };
  const totals: number[] = [];
  for (const book of event.bookmakers) {
    for (const market of book.markets) {
      for (const o of market.outcomes) {
        const side =
          o.name === event.home_team ? 'home' : o.name === event.away_team ? 'away' : null;
        if (market.key === 'h2h' && side) prices[side].push(o.price);
        else if (market.key === 'spreads' && side && o.point !== undefined && isAmerican(o.price))
          spreads[side].push(o.point);
        else if (
          market.key === 'totals' &&
          o.name === 'Over' &&
          o.point !== undefined &&
          o.point > 0 &&
          isAmerican(o.price)
        )
          totals.push(o.point);
      }
    }
  }
  const lines: Partial<Lines> = {};
  const homeMl = medianPrice(prices.home);
  const awayMl = medianPrice(prices.away);
  if (homeMl !== null && awayMl !== null)
    Object.assign(lines, { homeMoneyLine: homeMl, awayMoneyLine: awayMl });
  const homeSpread = consensusPoint(spreads.home);
  if (homeSpread !== null) {
    Object.assign(lines, {
      homeSpread,
      awaySpread: -homeSpread + 0,
      homeSpreadPrice: priceAt(event, 'spreads', event.home_team, homeSpread),
      awaySpreadPrice: priceAt(event, 'spreads', event.away_team, -homeSpread + 0),
    });
  }
  const total = consensusPoint(totals);
  if (total !== null) {
    Object.assign(lines, {
      totalPoints: total,
      overPrice: priceAt(event, 'totals', 'Over', total),
      underPrice: priceAt(event, 'totals', 'Under', total),
    });
  }
  return lines;
}

/** Every bookmaker's own prices of an event; a market a book does not post is null. */
export function bookLines(event: OddsEvent): BookLines[] {
  return event.bookmakers.map((book) => {
    const lines: BookLines = {
      book: book.key,
      title: book.title ?? book.key,
      ...EMPTY_LINES,
      ...(book.last_update ? { updatedAt: book.last_update } : {}),
    };
    const price = (p: number): number | null => (isAmerican(p) ? p : null);
    for (const market of book.markets) {
      for (const o of market.outcomes) {
        const home = o.name === event.home_team;
        const away = o.name === event.away_team;
        if (market.key === 'h2h' && (home || away))
          lines[home ? 'homeMoneyLine' : 'awayMoneyLine'] = price(o.price);
        if (market.key === 'spreads' && o.point !== undefined && (home || away)) {
          if (home) Object.assign(lines, { homeSpread: o.point, homeSpreadPrice: price(o.price) });
          else Object.assign(lines, { awaySpread: o.point, awaySpreadPrice: price(o.price) });
        }
        if (
          market.key === 'totals' &&
          o.point !== undefined &&
          (o.name === 'Over' || o.name === 'Under')
        ) {
          lines.totalPoints = o.point;
          lines[o.name === 'Over' ? 'overPrice' : 'underPrice'] = price(o.price);
        }
      }
    }
    return lines;
  });
}

/** Latest bookmaker update of an event (when its lines were observed), if any. */
function lastUpdate(event: OddsEvent): Date | undefined {
  const times = event.bookmakers
    .map((b) => (b.last_update ? Date.parse(b.last_update) : 0))
    .filter((t) => t > 0);
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/** A feed report from an odds event. */
export function fromOddsEvent(sport: Sport, event: OddsEvent, now: Date): FeedMatchup {
  const lines = consensusLines(event);
  return {
    provider: ODDS_API_PROVIDER,
    providerId: event.id,
    sport,
    homeTeam: event.home_team,
    awayTeam: event.away_team,
    startsAt: new Date(event.commence_time),
    lines: Object.keys(lines).length ? lines : undefined,
    books: bookLines(event),
    observedAt: lastUpdate(event) ?? now,
  };
}

const parseScore = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^\d{1,3}$/.test(text.trim())) return undefined;
  return Number(text.trim());
};

/** A feed report from a scores event: status, and scores once there are any. */
export function fromScoreEvent(sport: Sport, event: ScoreEvent, now: Date): FeedMatchup {
  const report: FeedMatchup = {
    provider: ODDS_API_PROVIDER,
    providerId: event.id,
    sport,
    homeTeam: event.home_team,
    awayTeam: event.away_team,
    startsAt: new Date(event.commence_time),
    observedAt: event.last_update ? new Date(event.last_update) : now,
  };
  const home = parseScore(event.scores?.find((s) => s.name === event.home_team)?.score);
  const away = parseScore(event.scores?.find((s) => s.name === event.away_team)?.score);
  if (home !== undefined && away !== undefined) {
    report.homeScore = home;
    report.awayScore = away;
  }
  // A game the provider has not marked completed is NOTFINISHED (live once its start has passed).
  report.status = event.completed ? 'FINAL' : 'NOTFINISHED';
  return report;
}

/** One report per event from both endpoints: the odds' lines plus the scores' status and scores. */
export function mergeReports(odds: FeedMatchup[], scores: FeedMatchup[]): FeedMatchup[] {
  const byId = new Map<string, FeedMatchup>();
  for (const r of odds) byId.set(r.providerId, r);
  for (const s of scores) {
    const o = byId.get(s.providerId);
    // The odds' observation time governs the lines (and their freeze at the start).
    byId.set(
      s.providerId,
      o ? { ...s, lines: o.lines, books: o.books, observedAt: o.observedAt } : s,
    );
  }
  return [...byId.values()];
}
