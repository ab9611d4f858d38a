import { easternDate, easternMinutes, formatTimeOfDay } from '@domain/rules/dates';
import {
  DEFAULT_PRICING,
  priceMarket,
  type BookPrices,
  type PricedMarket,
  type PricingOptions,
} from '@domain/pricing/fairLine';
import { isFinished } from '@domain/rules/status';
import type { AiConsensus, AiResult, MarketConsensus, Matchup } from '@domain/contracts/matchup';
import { QUOTE_SIDES } from '@domain/contracts/quoteSides';
import { consensusForMatchup, pricingBooks } from '@domain/pricing/consensus';
import { LINE_KEYS, type MatchupRow } from './types';
import { linesOf } from './validate';

/**
 * A stored matchup in the server's priced form: date and time on the US Eastern clock, startsAt
 * in UTC, its AI results, its books and the fair line's settings, and the consensus the edge
 * engine prices from them (domain/pricing/consensus.ts). The server's modules read this form;
 * what the hub sends to the browsers is its card (`toCard`).
 */
export function toWire(
  row: MatchupRow,
  aiResults: AiResult[] = [],
  priced: { books: BookPrices[]; pricing: PricingOptions } | null = null,
): Matchup {
  const matchup: Matchup = {
    id: row.id,
    sport: row.sport,
    awayTeam: row.awayTeam,
    homeTeam: row.homeTeam,
    awayScore: row.awayScore,
    homeScore: row.homeScore,
    ...linesOf(row),
    date: easternDate(row.startsAt),
    time: formatTimeOfDay(easternMinutes(row.startsAt)),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    period: row.period ?? null,
    clock: row.clock ?? null,
    awayPitcher: row.awayPitcher,
    homePitcher: row.homePitcher,
    aiResults,
    aiConsensus: null,
    books: priced?.books ?? null,
    pricing: priced
      ? { sharpBooks: [...priced.pricing.sharpBooks], method: priced.pricing.method }
      : null,
  };
  matchup.aiConsensus = aiResults.length > 0 ? consensusForMatchup(matchup, aiResults) : null;
  return matchup;
}

/** The object without its null and undefined entries (a card leaves out what it does not show). */
function present<T extends object>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined),
  ) as T;
}

/**
 * One market's pick as its card shows it (docs/product.md "Edges"): the side and its point, the
 * fair and market chances, the best price with its book's key and title, the edge and its range,
 * the label and the stake. The confidence is the fair chance in percent, and the price is the
 * best price's: the card reads them there. The fair line's reference and the push chance are
 * on the odds route.
 */
function cardMarket(c: MarketConsensus | null | undefined): MarketConsensus | null {
  if (!c) return null;
  const best = c.bestPrice;
  return present({
    pick: c.pick,
    recommendation: c.recommendation,
    fairProbability: c.fairProbability,
    marketProbability: c.marketProbability,
    point: c.point,
    bestPrice: best && { book: best.book, title: best.title, price: best.price, point: best.point },
    edge: c.edge,
    edgeLow: c.edgeLow,
    edgeHigh: c.edgeHigh,
    stake: c.stake,
    stakedWith: c.stakedWith,
  });
}

/** The consensus as the card shows it: a pick per market (the summary is the predictions route's). */
function cardConsensus(c: AiConsensus | null | undefined): AiConsensus | null {
  if (!c) return null;
  return present({
    moneyline: cardMarket(c.moneyline),
    spread: cardMarket(c.spread),
    total: cardMarket(c.total),
  });
}

/**
 * In play the card's lines are the sharp book's live ones when it has priced the game since the
 * start (null where it has taken a market down: suspended); the stored lines stay the close, for
 * grading and CLV (docs/models.md "Labels in the demo market", In play). None once final.
 */
function liveLines(m: Matchup, now = Date.now()): Partial<Matchup> {
  const starts = Date.parse(m.startsAt ?? '');
  if (!Number.isFinite(starts) || starts > now || isFinished(m.status)) return {};
  const sharp = (m.pricing ?? DEFAULT_PRICING).sharpBooks
    .map((key) => m.books?.find((b) => b.book === key))
    .find((b) => b !== undefined && Date.parse(b.updatedAt) > starts);
  return sharp ? Object.fromEntries(LINE_KEYS.map((k) => [k, sharp[k] ?? null])) : {};
}

/**
 * Before the start, each side's best book price at the card's point (the odds route's `best`),
 * by the book's key: what the card shows for that side and what a click puts in the slip
 * (docs/product.md §9 "Price taken"). None once the game has started (its prices are not taken)
 * or without books; a side no book prices is null.
 */
function cardQuotes(m: Matchup, now = Date.now()): Matchup['quotes'] {
  const starts = Date.parse(m.startsAt ?? '');
  if (!m.books?.length || !(starts > now) || isFinished(m.status)) return undefined;
  // The side's best price as the odds route names it (./books.ts `matchupOdds`), from the market's
  // reference the consensus has read already (domain/pricing/fairLine.ts `marketReference`).
  const books = pricingBooks(m, now);
  const pricing = m.pricing ?? DEFAULT_PRICING;
  const sides = (market: PricedMarket) =>
    priceMarket(books, market, pricing, [], 0, m.sport)?.sides;
  const [homeMoneyLine, awayMoneyLine] = sides('moneyline') ?? [];
  const [homeSpread, awaySpread] = sides('spread') ?? [];
  const [over, under] = sides('total') ?? [];
  const best = {
    homeMoneyLine: homeMoneyLine?.bestPrice,
    awayMoneyLine: awayMoneyLine?.bestPrice,
    homeSpread: homeSpread?.bestPrice,
    awaySpread: awaySpread?.bestPrice,
    over: over?.bestPrice,
    under: under?.bestPrice,
  };
  const quotes = Object.fromEntries(
    QUOTE_SIDES.map((side) => {
      const q = best[side];
      // The posted line is no book's price: the slip finds the book when it is clicked.
      return [
        side,
        q && q.book !== 'posted'
          ? { book: q.book, title: q.title, price: q.price, point: q.point }
          : null,
      ];
    }),
  ) as NonNullable<Matchup['quotes']>;
  return QUOTE_SIDES.some((side) => quotes[side]) ? quotes : undefined;
}

/**
 * A priced matchup as the hub sends it to the browsers (docs/architecture.md "The wire"): the
 * game, its card's consensus and, before the start, each side's best book price (`quotes`), priced
 * here once. Per-book prices, the pricing options, the
 * models' results and the consensus's summary are left out: the odds and predictions routes serve
 * them when a dialog opens. Scores, lines, status, period and clock travel even when null, so a
 * push clears them; a pitcher only when named.
 */
export function toCard(m: Matchup): Matchup {
  const card: Matchup = { ...m, ...liveLines(m), aiConsensus: cardConsensus(m.aiConsensus) };
  // Null once the game has started (or without books), so a push clears the pre-game quotes.
  card.quotes = cardQuotes(m) ?? null;
  delete card.books;
  delete card.pricing;
  delete card.aiResults;
  if (card.awayPitcher == null) delete card.awayPitcher;
  if (card.homePitcher == null) delete card.homePitcher;
  return card;
}
