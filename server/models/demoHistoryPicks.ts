import type { EdgePick } from '@domain/contracts/edgePicks';
import type { MarketConsensus, Matchup } from '@domain/contracts/matchup';
import { pricedConsensus, shareCorrelatedStakes } from '@domain/pricing/consensus';
import { DEFAULT_PRICING, type PricingOptions } from '@domain/pricing/fairLine';
import { isFinished } from '@domain/rules/status';
import type { Queryable } from '../db/db';
import {
  closingValue,
  gradePick,
  insertPublishedPicks,
  listEdgePicks,
  type PublishedPickRow,
} from '../edgePicks';
import {
  bookGame,
  DEMO_PROVIDER,
  demoDay,
  expectation,
  pregameBooks,
  SHARP_BOOK,
  type ScheduledGame,
} from '../feed';
import { allMatchups, type MatchupRow } from '../matchups';
import { asPrices, HOURS_BEFORE, LOOKS_AFTER_STEP } from './simulateLabels';

// The demo's history in the Edgewise picks record (docs/product.md "Edges" 5): the demo feed fills
// a week of finished games at once, before any sweep could see them. Each of those games is looked
// at as the published-picks sweep would have seen it over its last hours (`npm run
// simulate:labels`'s looks, market only: no model result existed before it started), and each side
// its card labelled is published the first time, at the card's price and stake, graded on its
// final score and read against the sharp book's last quote before the start. Marked demo.

const MARKETS = ['moneyline', 'spread', 'total'] as const;

interface Labelled {
  at: number;
  market: (typeof MARKETS)[number];
  c: MarketConsensus;
}

/** The sides the engine's card labelled before one demo game, each the first time, with when. */
function demoGameLabels(seed: number, g: ScheduledGame): Labelled[] {
  const game = bookGame(seed, g, expectation(seed, g));
  const start = g.startsAt.getTime();
  const looks = game.path.times
    .filter((step) => step >= start - HOURS_BEFORE * 3_600_000)
    .flatMap((step) => LOOKS_AFTER_STEP.map((after) => step + after))
    .filter((t) => t < start);
  const seen = new Set<string>();
  const out: Labelled[] = [];
  for (const t of looks) {
    const matchup = {
      id: g.providerId,
      sport: g.sport,
      startsAt: g.startsAt.toISOString(),
      homeTeam: g.home.name,
      awayTeam: g.away.name,
      books: pregameBooks(game, t).map(asPrices),
    } as Matchup;
    const consensus = {
      moneyline: pricedConsensus(matchup, 'moneyline', [], 0, t),
      spread: pricedConsensus(matchup, 'spread', [], 0, t),
      total: pricedConsensus(matchup, 'total', [], 0, t),
    };
    shareCorrelatedStakes(consensus.moneyline, consensus.spread);
    for (const market of MARKETS) {
      const c = consensus[market];
      const label = c?.recommendation;
      if (!c || (label !== 'Lean' && label !== 'Bet' && label !== 'Lock')) continue;
      if (!c.bestPrice || c.edge == null || c.stake == null) continue;
      const key = `${market}:${c.pick}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ at: t, market, c });
    }
  }
  return out;
}

/** A labelled side as the pick the record grades and closes. */
function asPick(row: MatchupRow, l: Labelled): EdgePick {
  const { c } = l;
  return {
    id: '',
    publishedAt: new Date(l.at).toISOString(),
    matchupId: row.id,
    sport: row.sport,
    awayTeam: row.awayTeam,
    homeTeam: row.homeTeam,
    startsAt: row.startsAt.toISOString(),
    market: l.market,
    side: c.pick,
    point: c.point ?? null,
    book: c.bestPrice?.book ?? '',
    bookTitle: c.bestPrice?.title ?? '',
    price: c.bestPrice?.price ?? 0,
    fairProbability: c.fairProbability ?? 0,
    pushProbability: c.pushProbability ?? 0,
    edge: c.edge ?? 0,
    label: c.recommendation as EdgePick['label'],
    stake: c.stake ?? 0,
    origin: 'demo',
    result: null,
    units: null,
    closingFair: null,
    clv: null,
    clvEv: null,
  };
}

/**
 * Publishes the labelled sides of the demo's finished games that started before `before` and have
 * no published pick yet (a restart adds nothing twice). Returns how many were added.
 */
export async function publishDemoHistory(
  db: Queryable,
  seed: number,
  before: Date,
  pricing: PricingOptions = DEFAULT_PRICING,
): Promise<number> {
  const none = {
    sport: null,
    market: null,
    label: null,
    since: null,
    startsFrom: null,
    startsBefore: null,
  };
  const picked = new Set((await listEdgePicks(db, none)).map((p) => p.matchupId));
  const rows = (await allMatchups(db)).filter(
    (r) =>
      r.provider === DEMO_PROVIDER &&
      r.startsAt < before &&
      isFinished(r.status) &&
      r.homeScore !== null &&
      r.awayScore !== null &&
      !picked.has(r.id),
  );
  const days = new Map<string, Map<string, ScheduledGame>>();
  const scheduled = (row: MatchupRow): ScheduledGame | undefined => {
    let day = days.get(row.gameDate);
    if (!day) {
      day = new Map(demoDay(seed, row.gameDate).map((g) => [g.providerId, g]));
      days.set(row.gameDate, day);
    }
    return day.get(row.providerId);
  };
  const out: PublishedPickRow[] = [];
  for (const row of rows) {
    const g = scheduled(row);
    // A game of another seed or schedule is not the one the demo plays now: left alone.
    if (!g || g.startsAt.getTime() !== row.startsAt.getTime()) continue;
    const labelled = demoGameLabels(seed, g);
    if (labelled.length === 0) continue;
    const close = pregameBooks(
      bookGame(seed, g, expectation(seed, g)),
      g.startsAt.getTime() - 1,
    ).find((b) => b.book === SHARP_BOOK.book);
    for (const l of labelled) {
      const pick = asPick(row, l);
      const graded = gradePick(pick, row.homeScore as number, row.awayScore as number);
      const value = close
        ? closingValue(pick, asPrices(close), { ...pricing, sharpBooks: [SHARP_BOOK.book] })
        : null;
      out.push({
        publishedAt: new Date(l.at),
        matchupId: row.id,
        sport: row.sport,
        market: l.market,
        side: pick.side,
        point: pick.point,
        book: pick.book,
        bookTitle: pick.bookTitle,
        price: pick.price,
        fairProbability: pick.fairProbability,
        edge: pick.edge,
        label: pick.label,
        stake: pick.stake,
        origin: 'demo',
        result: graded.result,
        units: graded.units,
        closingFair: value?.closingFair ?? null,
        clv: value?.clv ?? null,
        clvEv: value?.clvEv ?? null,
      });
    }
  }
  return insertPublishedPicks(db, out);
}
