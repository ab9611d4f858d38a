import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ASSUMED_PRICE } from '@domain/pricing/edgePricing';
import type { PricedMarket } from '@domain/pricing/fairLine';
import type { PricedOutcome } from './fairLineFit';
import { parseHistory, readHistory, type HistoryGame } from './history';
import { eventBooks, readSeasons } from './booksBacktest';

// What `npm run calibrate` reads (docs/models.md "The fair line"): each league's primary file of
// closing lines, and the recorded multi-book seasons with their sharp book.

/** Each league's primary normalized file under the data folder (the backtest's). */
export const PRIMARY_FILES: Readonly<Record<string, string>> = {
  nfl: 'normalized/nfl_nflverse_1999_2025.csv',
  nba: 'normalized/nba_kaggle_2008_2025.csv',
  mlb: 'normalized/mlb_sbro_2014_2021.csv',
  nhl: 'normalized/nhl_sbro_2013_2022.csv',
  ncaaf: 'normalized/ncaaf_sbro_2007_2022.csv',
  ncaab: 'normalized/ncaab_sbro_2008_2022_partial.csv',
};

/** Recorded multi-book season folders under the data folder, by league. */
export function multibookDirs(data: string, league: string): string[] {
  const root = join(data, 'multibook', league);
  return ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025']
    .map((s) => join(root, s))
    .filter((d) => existsSync(join(d, 'odds')));
}

/**
 * The priced outcomes of a history file's games, per market: a moneyline at its two prices
 * (ties left out), a spread or total at -110 a side (the files carry the line, not its prices;
 * pushes left out).
 */
export function historyOutcomes(
  games: readonly HistoryGame[],
): Record<PricedMarket, PricedOutcome[]> {
  const out: Record<PricedMarket, PricedOutcome[]> = { moneyline: [], spread: [], total: [] };
  const even: [number, number] = [ASSUMED_PRICE, ASSUMED_PRICE];
  for (const g of games) {
    if (g.homeScore === null || g.awayScore === null) continue;
    const margin = g.homeScore - g.awayScore;
    if (g.homeMl !== null && g.awayMl !== null && margin !== 0)
      out.moneyline.push({ season: g.season, prices: [g.homeMl, g.awayMl], firstWon: margin > 0 });
    if (g.homeLine !== null && margin + g.homeLine !== 0)
      out.spread.push({ season: g.season, prices: even, firstWon: margin + g.homeLine > 0 });
    const total = g.homeScore + g.awayScore;
    if (g.totalLine !== null && total !== g.totalLine)
      out.total.push({ season: g.season, prices: even, firstWon: total > g.totalLine });
  }
  return out;
}

export async function leagueHistory(data: string, league: string): Promise<HistoryGame[]> {
  const file = PRIMARY_FILES[league];
  if (!file) throw new Error(`No primary file for ${league}`);
  return parseHistory(await readHistory(join(data, file)), league);
}

/**
 * The sharp book's priced outcomes on recorded seasons (The Odds API v4 layout): its closing
 * moneyline and spread of every completed event; the season is the kick-off's football season.
 */
export function sharpOutcomes(
  dirs: readonly string[],
  sharp: string,
): Record<PricedMarket, PricedOutcome[]> {
  const out: Record<PricedMarket, PricedOutcome[]> = { moneyline: [], spread: [], total: [] };
  const { events, scores } = readSeasons(dirs);
  for (const [id, event] of events) {
    const score = scores.get(id);
    if (!score?.completed || !score.scores) continue;
    const pts = new Map(score.scores.map((s) => [s.name, Number(s.score)]));
    const home = pts.get(event.home_team);
    const away = pts.get(event.away_team);
    if (home === undefined || away === undefined) continue;
    const book = eventBooks(event).find((b) => b.book === sharp);
    if (!book) continue;
    const kickoff = new Date(event.commence_time);
    // A football season is named by the year it starts (its January games belong to the year before).
    const season = kickoff.getUTCFullYear() - (kickoff.getUTCMonth() < 6 ? 1 : 0);
    const margin = home - away;
    if (book.homeMoneyLine !== null && book.awayMoneyLine !== null && margin !== 0)
      out.moneyline.push({
        season,
        prices: [book.homeMoneyLine, book.awayMoneyLine],
        firstWon: margin > 0,
      });
    if (
      book.homeSpread !== null &&
      book.homeSpreadPrice !== null &&
      book.awaySpreadPrice !== null &&
      margin + book.homeSpread !== 0
    )
      out.spread.push({
        season,
        prices: [book.homeSpreadPrice, book.awaySpreadPrice],
        firstWon: margin + book.homeSpread > 0,
      });
    if (
      book.totalPoints !== null &&
      book.overPrice !== null &&
      book.underPrice !== null &&
      home + away !== book.totalPoints
    )
      out.total.push({
        season,
        prices: [book.overPrice, book.underPrice],
        firstWon: home + away > book.totalPoints,
      });
  }
  return out;
}
