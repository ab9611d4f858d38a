import type { Lines, MatchupRow, OddsSnapshot } from './types';

// Database rows of matchups and odds_snapshots, and their mapping to the store's types.

export const COLUMNS = `id, sport, away_team, home_team, away_score, home_score, away_money_line, home_money_line,
  away_spread, home_spread, total_points, home_spread_price, away_spread_price, over_price, under_price,
  starts_at, to_char(game_date, 'YYYY-MM-DD') AS game_date, status, period, clock,
  away_pitcher, home_pitcher, provider, provider_id, season, neutral, created_at, updated_at`;

export interface DbRow {
  id: string;
  sport: string;
  away_team: string;
  home_team: string;
  away_score: number | null;
  home_score: number | null;
  away_money_line: number | null;
  home_money_line: number | null;
  away_spread: number | string | null;
  home_spread: number | string | null;
  total_points: number | string | null;
  home_spread_price: number | null;
  away_spread_price: number | null;
  over_price: number | null;
  under_price: number | null;
  starts_at: Date | string;
  game_date: string;
  status: string;
  period: string | null;
  clock: string | null;
  away_pitcher: string | null;
  home_pitcher: string | null;
  provider: string;
  provider_id: string;
  season: number | null;
  neutral: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface SnapshotDbRow {
  id: number | string | bigint;
  matchup_id: string;
  taken_at: Date | string;
  away_money_line: number | null;
  home_money_line: number | null;
  away_spread: number | string | null;
  home_spread: number | string | null;
  total_points: number | string | null;
  home_spread_price: number | null;
  away_spread_price: number | null;
  over_price: number | null;
  under_price: number | null;
  source: string;
}

// PGlite returns numeric as text and pg (with the app's parser) as a number: read both.
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

type PriceKeys = 'homeSpreadPrice' | 'awaySpreadPrice' | 'overPrice' | 'underPrice';

function pricesFromDb(
  r: Pick<DbRow, 'home_spread_price' | 'away_spread_price' | 'over_price' | 'under_price'>,
): Pick<Lines, PriceKeys> {
  return {
    homeSpreadPrice: r.home_spread_price ?? null,
    awaySpreadPrice: r.away_spread_price ?? null,
    overPrice: r.over_price ?? null,
    underPrice: r.under_price ?? null,
  };
}

export function fromDb(r: DbRow): MatchupRow {
  return {
    id: r.id,
    sport: r.sport,
    awayTeam: r.away_team,
    homeTeam: r.home_team,
    awayScore: r.away_score,
    homeScore: r.home_score,
    awayMoneyLine: r.away_money_line,
    homeMoneyLine: r.home_money_line,
    awaySpread: num(r.away_spread),
    homeSpread: num(r.home_spread),
    totalPoints: num(r.total_points),
    ...pricesFromDb(r),
    startsAt: date(r.starts_at),
    gameDate: r.game_date,
    status: r.status,
    period: r.period,
    clock: r.clock,
    awayPitcher: r.away_pitcher,
    homePitcher: r.home_pitcher,
    provider: r.provider,
    providerId: r.provider_id,
    season: r.season,
    neutral: r.neutral,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

export function snapshotFromDb(r: SnapshotDbRow): OddsSnapshot {
  return {
    id: Number(r.id),
    matchupId: r.matchup_id,
    takenAt: date(r.taken_at),
    awayMoneyLine: r.away_money_line,
    homeMoneyLine: r.home_money_line,
    awaySpread: num(r.away_spread),
    homeSpread: num(r.home_spread),
    totalPoints: num(r.total_points),
    ...pricesFromDb(r),
    source: r.source,
  };
}
