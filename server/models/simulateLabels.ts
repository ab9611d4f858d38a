import type { Matchup } from '@domain/contracts/matchup';
import { EDGE_THRESHOLDS } from '@domain/pricing/edgePricing';
import {
  DEFAULT_SHARP_BOOKS,
  quoteOf,
  staleMarkets,
  type BookPrices,
} from '@domain/pricing/fairLine';
import { fairLineFit, fairRange } from '@domain/pricing/fairLineCalibration';
import { addDays } from '@domain/rules/dates';
import { americanToDecimal } from '@domain/rules/odds';
import { labelBetOf, type LabelBet } from '@domain/pricing/labelRecord';
import type { Sport } from '@domain/rules/sports';
import { pricedConsensus, shareCorrelatedStakes } from '@domain/pricing/consensus';
import {
  bookGame,
  closingView,
  expectation,
  gamesOn,
  playGame,
  pregameBooks,
  STEP_MS,
  type DatedBookLines,
  type ScheduledGame,
} from '../feed';

// `npm run simulate:labels` (docs/models.md "Labels in the demo market"): the live engine, market
// only, on the demo market's games. Each game is looked at as the published-picks sweep would see
// it over its last hours; a side is published the first time it is labelled, at the card's price
// and stake, and graded on the game as the demo plays it from the sharp's closing view.

export interface SimulateLabelsOptions {
  games: number;
  seed: number;
  sports: readonly Sport[];
  /** The first day whose games are taken (the demo's schedule from there on). */
  from?: string;
  /** How long before the start the sweep starts looking. */
  hoursBefore?: number;
  /** This run's share of the games, [i, n]: every n-th game from the i-th (runs side by side). */
  part?: [number, number];
}

export interface SimulatedLabels {
  bets: LabelBet[];
  games: number;
  /** Looks at a game; looks once the books have followed, and those with a book left out as stale. */
  looks: number;
  settledLooks: number;
  staleLooks: number;
  /** Sides priced (three markets, two sides a game, once per look). */
  sides: number;
  labelledSides: number;
}

/** The sweep looks this long before the start. */
export const HOURS_BEFORE = 3;
/**
 * It looks just after each sharp step, before any retail book has followed (where a delay's edge
 * is widest), and once all have followed: what a sweep every few seconds sees, without pricing the
 * same books twice.
 */
export const LOOKS_AFTER_STEP = [10_000, STEP_MS / 2];

function* demoGames(
  seed: number,
  sports: readonly Sport[],
  from: string,
): Generator<ScheduledGame> {
  for (let day = 0; day < 366 * 20; day++) {
    const date = addDays(from, day);
    for (const sport of sports) yield* gamesOn(seed, sport, date);
  }
}

export const asPrices = (b: DatedBookLines): BookPrices => ({
  book: b.book,
  title: b.title,
  awayMoneyLine: b.awayMoneyLine ?? null,
  homeMoneyLine: b.homeMoneyLine ?? null,
  awaySpread: b.awaySpread ?? null,
  homeSpread: b.homeSpread ?? null,
  awaySpreadPrice: b.awaySpreadPrice ?? null,
  homeSpreadPrice: b.homeSpreadPrice ?? null,
  totalPoints: b.totalPoints ?? null,
  overPrice: b.overPrice ?? null,
  underPrice: b.underPrice ?? null,
  updatedAt: b.updatedAt.toISOString(),
});

const fairOf = new Map<string, number | null>();

/**
 * Which markets the sharp book prices, and whether any side could carry a label: a label needs an
 * edge of at least EDGE_THRESHOLDS.Lean at the low end of the fair chance's range, so at least that
 * at the fair chance itself, at the best price of any other book. Where no side can, the engine
 * is not asked (it would label nothing); its answer is the same either way.
 */
function possibleLabels(
  books: readonly BookPrices[],
  sport: Sport,
): { priced: number; any: boolean } {
  const sharp = books.find((b) => b.book === DEFAULT_SHARP_BOOKS[0]);
  let priced = 0;
  let any = false;
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    const quote = sharp ? quoteOf(sharp, market) : null;
    if (!quote) continue;
    const key = `${sport}|${market}|${quote.prices.join('|')}`;
    let fair = fairOf.get(key);
    if (fair === undefined) {
      fair = fairRange(fairLineFit(sport, market), ...quote.prices)?.fair ?? null;
      if (fairOf.size > 100_000) fairOf.clear();
      fairOf.set(key, fair);
    }
    if (fair === null) continue;
    priced++;
    for (const b of books) {
      const q = b === sharp ? null : quoteOf(b, market);
      if (!q || q.points[0] !== quote.points[0]) continue;
      const [first, second] = q.prices.map(americanToDecimal) as [number, number];
      if (
        fair * first >= 1 + EDGE_THRESHOLDS.Lean ||
        (1 - fair) * second >= 1 + EDGE_THRESHOLDS.Lean
      )
        any = true;
    }
  }
  return { priced, any };
}

/** The sum of runs over parts of the same games. */
export function mergeRuns(runs: readonly SimulatedLabels[]): SimulatedLabels {
  const sum = (key: Exclude<keyof SimulatedLabels, 'bets'>) => runs.reduce((a, r) => a + r[key], 0);
  return {
    bets: runs.flatMap((r) => r.bets),
    games: sum('games'),
    looks: sum('looks'),
    settledLooks: sum('settledLooks'),
    staleLooks: sum('staleLooks'),
    sides: sum('sides'),
    labelledSides: sum('labelledSides'),
  };
}

/** The demo's games from `from` on, each looked at by the engine before its start; labelled sides graded. */
export function simulateLabels(o: SimulateLabelsOptions): SimulatedLabels {
  const out: SimulatedLabels = {
    bets: [],
    games: 0,
    looks: 0,
    settledLooks: 0,
    staleLooks: 0,
    sides: 0,
    labelledSides: 0,
  };
  const hours = o.hoursBefore ?? HOURS_BEFORE;
  const [part, parts] = o.part ?? [0, 1];
  let index = -1;
  for (const g of demoGames(o.seed, o.sports, o.from ?? '2025-09-01')) {
    index++;
    if (index >= o.games) break;
    if (index % parts !== part) continue;
    out.games++;
    const game = bookGame(o.seed, g, expectation(o.seed, g));
    const played = playGame(o.seed, g.sport, g.providerId, closingView(game.path));
    const start = g.startsAt.getTime();
    const published = new Set<string>();
    const looks = game.path.times
      .filter((step) => step >= start - hours * 3_600_000)
      .flatMap((step) => LOOKS_AFTER_STEP.map((after, i) => ({ t: step + after, settled: i > 0 })))
      .filter((look) => look.t < start);
    for (const { t, settled } of looks) {
      const books = pregameBooks(game, t).map(asPrices);
      const open = possibleLabels(books, g.sport);
      out.looks++;
      out.sides += 2 * open.priced;
      if (settled) {
        out.settledLooks++;
        if (staleMarkets(books, undefined, g.sport).size > 0) out.staleLooks++;
      }
      if (!open.any) continue;
      const matchup = {
        id: g.providerId,
        sport: g.sport,
        startsAt: g.startsAt.toISOString(),
        homeTeam: g.home.name,
        awayTeam: g.away.name,
        books,
      } as Matchup;
      const consensus = {
        moneyline: pricedConsensus(matchup, 'moneyline', [], 0, t),
        spread: pricedConsensus(matchup, 'spread', [], 0, t),
        total: pricedConsensus(matchup, 'total', [], 0, t),
      };
      shareCorrelatedStakes(consensus.moneyline, consensus.spread);
      for (const market of ['moneyline', 'spread', 'total'] as const) {
        const c = consensus[market];
        if (!c) continue;
        // No models, so no push chance is claimed: the edge is the card's.
        const bet = labelBetOf(c, market, {
          id: g.providerId,
          league: g.sport,
          home: played.home,
          away: played.away,
        });
        if (!bet) continue;
        out.labelledSides++;
        const key = `${market}:${c.pick}`;
        if (published.has(key)) continue;
        published.add(key);
        out.bets.push(bet);
      }
    }
  }
  return out;
}
