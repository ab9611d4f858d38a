/**
 * The priced consensus of the matchup cards (docs/models.md): the models' blended view against
 * the calibrated fair line of the books, each side's edge and its range, the label on the low end,
 * and the stake (domain/pricing/edgePricing.ts, fairLine.ts, priceFigures.ts).
 */
import { type ModelView } from './modelBlend';
import type { AiConsensus, AiResult, Matchup, MarketConsensus } from '../contracts/matchup';
import { teamName } from '../rules/display';
import { sideSpread } from '../rules/outcomes';
import { FALLBACK_CONFIDENCE, isNum, type Market } from '../rules/thresholds';
import { validAmerican } from './devig';
import {
  ASSUMED_PRICE_TEXT,
  NO_EDGE_TEXT,
  edgeLabel,
  gradingPrice,
  modelKind,
  noVigShare,
} from './edgePricing';
import {
  DEFAULT_PRICING,
  marketReference,
  priceMarket,
  type BookPrices,
  type SidePricing,
} from './fairLine';
import { modelWeight } from './modelWeights';
import { edgeText, kellyStake } from './priceFigures';

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** The posted prices of a market's two sides (Home/Over first); null where none is posted. */
export function marketPrices(m: Matchup, market: Market): [number | null, number | null] {
  const of = (n: number | null | undefined) => (isNum(n) ? n : null);
  if (market === 'moneyline') return [of(m.homeMoneyLine), of(m.awayMoneyLine)];
  if (market === 'spread') return [of(m.homeSpreadPrice), of(m.awaySpreadPrice)];
  return [of(m.overPrice), of(m.underPrice)];
}

/**
 * The matchup's own posted line as the one book of a game whose books are unknown (imported
 * history): a spread or total without prices is taken at -110 a side, as it is graded.
 */
export function postedLineBook(m: Matchup): BookPrices {
  const price = (n: number | null | undefined) => (validAmerican(n) ? n : null);
  const assumed = (n: number | null | undefined, line: number | null | undefined) =>
    isNum(line) ? gradingPrice(n).price : null;
  const homeSpread = sideSpread(m, 'Home');
  const unpriced =
    (isNum(homeSpread) &&
      !(validAmerican(m.homeSpreadPrice) && validAmerican(m.awaySpreadPrice))) ||
    (isNum(m.totalPoints) && !(validAmerican(m.overPrice) && validAmerican(m.underPrice)));
  return {
    book: 'posted',
    title: unpriced ? `Posted line (${ASSUMED_PRICE_TEXT} where unpriced)` : 'Posted line',
    homeMoneyLine: price(m.homeMoneyLine),
    awayMoneyLine: price(m.awayMoneyLine),
    homeSpread,
    awaySpread: homeSpread === null ? null : -homeSpread + 0,
    homeSpreadPrice: assumed(m.homeSpreadPrice, homeSpread),
    awaySpreadPrice: assumed(m.awaySpreadPrice, homeSpread),
    totalPoints: isNum(m.totalPoints) ? m.totalPoints : null,
    overPrice: assumed(m.overPrice, m.totalPoints),
    underPrice: assumed(m.underPrice, m.totalPoints),
    updatedAt: m.startsAt ?? new Date(0).toISOString(),
  };
}

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const clampP = (p: number): number => Math.min(1 - 1e-6, Math.max(1e-6, p));

/**
 * How one AI result reads a market's first side, as the edge engine takes it: its calibrated
 * chance (else, for older results, its probability's distance from the posted line it was read
 * against, carried over to the fair line), with the weight the model earned in this league's
 * market on seasons it did not see (./modelWeights.ts) — 0 unless it beat the fair line there.
 */
function modelView(m: Matchup, r: AiResult, market: Market, fairFirst: number): ModelView | null {
  const chance = firstSideChance(r, market);
  if (chance === null) return null;
  const weight = modelWeight(m.sport, market, r.promptId);
  const own = r.markets?.[market];
  if (own?.anchor && isNum(own.anchor.model)) return { model: own.anchor.model, weight };
  const [a, b] = marketPrices(m, market);
  const posted = noVigShare(a, b) ?? 0.5;
  const shifted = sigmoid(logit(clampP(fairFirst)) + logit(clampP(chance)) - logit(clampP(posted)));
  return { model: shifted, weight };
}

/**
 * One AI result's chance of a market's first side (Home, Over) given no push, from its own pick
 * in that market; a moneyline without one falls back on the predicted winner and its confidence.
 */
function firstSideChance(r: AiResult, market: Market): number | null {
  const own = r.markets?.[market];
  if (own && isNum(own.probability)) {
    const push = isNum(own.push) ? own.push : 0;
    if (push >= 1) return null;
    const first = own.pick === 'Home' || own.pick === 'Over';
    return (first ? own.probability : 1 - push - own.probability) / (1 - push);
  }
  if (market !== 'moneyline' || !r.predictedWinner || !isNum(r.confidence)) return null;
  const p = r.confidence / 100;
  return r.predictedWinner === 'Home' ? p : 1 - p;
}

/**
 * The books a matchup is priced from: before the start its own books; once started, its books
 * only if the sharp book has moved since the start (it prices the game live), else its posted
 * line as one book (the close). Either way a started game carries no label.
 */
export function pricingBooks(m: Matchup, now: number = Date.now()): BookPrices[] {
  const starts = Date.parse(m.startsAt ?? '');
  const started = Number.isFinite(starts) && starts <= now;
  if (!m.books || m.books.length === 0) return [postedLineBook(m)];
  if (!started) return m.books;
  const sharpBooks = (m.pricing ?? DEFAULT_PRICING).sharpBooks;
  const live = m.books.some((b) => sharpBooks.includes(b.book) && Date.parse(b.updatedAt) > starts);
  return live ? m.books : [postedLineBook(m)];
}

/** The side a market's consensus picks: the labelled one, else the better edge, else the likelier. */
function chooseSide(a: SidePricing, b: SidePricing): SidePricing {
  const low = (s: SidePricing) => s.edgeLow ?? -Infinity;
  const byLow = low(a) >= low(b) ? a : b;
  if (low(byLow) > 0) return byLow;
  const byEdge = (a.edge ?? -Infinity) >= (b.edge ?? -Infinity) ? a : b;
  if ((byEdge.edge ?? 0) > 0) return byEdge;
  return a.fairProbability >= b.fairProbability ? a : b;
}

/**
 * The priced consensus of one market (docs/product.md "Edges"): the fair line from the sharp
 * book's calibrated no-vig price (else the books' median), the AI models read against it with the
 * weight each earned (baselines left out), and the expected value of each side at its best price
 * among the other books, with its range. The label follows the low end of that range and needs a
 * sharp fair line; a labelled pick carries a quarter-Kelly stake on that low end.
 */
export function marketConsensus(
  m: Matchup,
  results: readonly AiResult[],
  market: Market,
  now: number = Date.now(),
): MarketConsensus | null {
  const ai = results.filter(
    (r) => modelKind(r.promptId) === 'ai' && firstSideChance(r, market) !== null,
  );
  if (ai.length === 0) return null;
  const books = pricingBooks(m, now);
  const reference = marketReference(books, market, m.pricing ?? DEFAULT_PRICING, m.sport);
  if (!reference) return null;
  const models = ai.flatMap((r) => {
    const v = modelView(m, r, market, reference.fair[0]);
    return v ? [v] : [];
  });
  const pushes = ai.map((r) => r.markets?.[market]?.push).filter(isNum);
  return pricedConsensus(m, market, models, pushes.length > 0 ? mean(pushes) : 0, now);
}

/**
 * One market of a game priced by the edge engine with these model views and this push chance (on
 * a whole line), as its card shows it: the side picked, its fair chance, best price, edge range,
 * label and stake. `npm run backtest:labels` and `npm run simulate:labels` call it directly.
 */
export function pricedConsensus(
  m: Matchup,
  market: Market,
  models: readonly ModelView[],
  pushChance: number,
  now: number = Date.now(),
): MarketConsensus | null {
  const books = pricingBooks(m, now);
  const pricing = m.pricing ?? DEFAULT_PRICING;
  const reference = marketReference(books, market, pricing, m.sport);
  if (!reference) return null;
  const wholeLine = reference.point !== null && Number.isInteger(reference.point);
  const push = wholeLine ? pushChance : 0;
  const priced = priceMarket(books, market, pricing, models, push, m.sport);
  if (!priced) return null;
  const chosen = chooseSide(...priced.sides);
  const edge = chosen.edge === null ? null : round4(chosen.edge);
  const edgeLow = chosen.edgeLow === null ? null : round4(chosen.edgeLow);
  const edgeHigh = chosen.edgeHigh === null ? null : round4(chosen.edgeHigh);
  // A label is a pre-game forecast (its evidence is pre-game prices): in play the card shows the
  // live edge against the sharp book's live line, without a label or a stake.
  const starts = Date.parse(m.startsAt ?? '');
  const started = Number.isFinite(starts) && starts <= now;
  const recommendation = priced.reference.book === null || started ? null : edgeLabel(edgeLow);
  const price = chosen.bestPrice?.price ?? null;
  return {
    pick: chosen.side,
    recommendation,
    confidence: round1(chosen.fairProbability * 100),
    probability: round4(chosen.fairProbability),
    fairProbability: round4(chosen.fairProbability),
    marketProbability: round4(chosen.marketProbability),
    pushProbability: round4(chosen.pushProbability),
    point: chosen.point,
    price,
    bestPrice: chosen.bestPrice,
    edge,
    edgeLow,
    edgeHigh,
    stake: recommendation && edgeLow !== null && price !== null ? kellyStake(edgeLow, price) : null,
    reference: {
      book: priced.reference.book,
      title: priced.reference.title,
      method: priced.reference.method,
      calibrated: priced.reference.calibrated,
      hold: round4(priced.reference.hold),
    },
  };
}

/**
 * The moneyline and the spread of one team win together (the spread covers most of the games the
 * moneyline wins): when both are labelled on the same team they are one bet's worth of risk, so
 * the stronger keeps one stake and the other says it is staked with it.
 */
export function shareCorrelatedStakes(
  moneyline: MarketConsensus | null,
  spread: MarketConsensus | null,
): void {
  if (!moneyline?.recommendation || !spread?.recommendation || moneyline.pick !== spread.pick)
    return;
  const [strong, weak] =
    (moneyline.edgeLow ?? 0) >= (spread.edgeLow ?? 0) ? [moneyline, spread] : [spread, moneyline];
  weak.stake = 0;
  weak.stakedWith = strong === moneyline ? 'moneyline' : 'spread';
}

/** The consensus a matchup's results produce, or null with no usable AI result. */
export function consensusForMatchup(
  m: Matchup,
  results: readonly AiResult[],
  now: number = Date.now(),
): AiConsensus | null {
  const ai = results.filter((r) => modelKind(r.promptId) === 'ai');
  const scored = ai.filter((r) => isNum(r.homeScore) && isNum(r.awayScore));
  if (scored.length === 0) return null;
  const homeScore = round1(mean(scored.map((r) => r.homeScore ?? 0)));
  const awayScore = round1(mean(scored.map((r) => r.awayScore ?? 0)));
  const moneyline = marketConsensus(m, ai, 'moneyline', now);
  const spread = marketConsensus(m, ai, 'spread', now);
  const total = marketConsensus(m, ai, 'total', now);
  shareCorrelatedStakes(moneyline, spread);
  return {
    summary: consensusSummary(m, scored.length, homeScore, awayScore, moneyline),
    homeScore,
    awayScore,
    moneyline,
    spread,
    total,
  };
}

function consensusSummary(
  m: Matchup,
  count: number,
  homeScore: number,
  awayScore: number,
  moneyline: MarketConsensus | null,
): string {
  const models = count === 1 ? '1 model' : `${count} models`;
  const away = teamName(m.awayTeam, 'Away');
  const home = teamName(m.homeTeam, 'Home');
  const lead = `${models} project ${away} ${awayScore} – ${home} ${homeScore}.`;
  if (!moneyline) return `${lead} No moneyline recommendation.`;
  const team = moneyline.pick === 'Home' ? home : away;
  const chance = `${moneyline.confidence ?? FALLBACK_CONFIDENCE}% to win`;
  if (!moneyline.recommendation || !isNum(moneyline.edge)) {
    return `${lead} Moneyline: ${team} ${chance}. ${NO_EDGE_TEXT}.`;
  }
  const range =
    isNum(moneyline.edgeLow) && isNum(moneyline.edgeHigh)
      ? ` (${edgeText(moneyline.edgeLow)} to ${edgeText(moneyline.edgeHigh)})`
      : '';
  return `${lead} Moneyline: ${String(moneyline.recommendation)} ${team} (${chance}, edge ${edgeText(moneyline.edge)}${range}).`;
}
