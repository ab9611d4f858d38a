import { Star } from 'lucide-react';
import { teamName } from '@domain/rules/display';
import { holdOf } from '@domain/pricing/devig';
import { marketSides, quoteOf, type PricedMarket } from '@domain/pricing/quotes';
import { marketWidthCents } from '@domain/pricing/priceFigures';
import type { Matchup, MatchupOdds } from '@domain/contracts/matchup';
import { formatAmerican } from '@domain/rules/odds';
import { useGetGameOddsQuery } from '@/lib/gameOddsApi';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';

// The Books dialog's body (./BooksDialog.tsx), loaded when the dialog first opens.

const MARKET_TABS: { value: PricedMarket; label: string }[] = [
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'spread', label: 'Spread' },
  { value: 'total', label: 'Total' },
];

/** The odds route's key of each side of a market (first: Home or Over). */
const BEST_KEYS = {
  moneyline: ['homeMoneyLine', 'awayMoneyLine'],
  spread: ['homeSpread', 'awaySpread'],
  total: ['over', 'under'],
} as const;

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const signed = (p: number | null) => (p == null ? '' : p > 0 ? ` +${String(p)}` : ` ${String(p)}`);

/**
 * One market at every book, as the card priced it (GET /api/matchups/{id}/odds): the fair line's
 * source and method, each book's prices and hold, the stale books and the best of each side marked.
 */
function MarketBooks({
  matchup,
  odds,
  market,
}: {
  matchup: Matchup;
  odds: MatchupOdds;
  market: PricedMarket;
}) {
  const fairLine = odds.markets[market];
  if (!fairLine) return <p className="text-sm text-slate-500">No book prices this market.</p>;
  const { reference, points, fair } = fairLine;
  const [first, second] = marketSides(market);
  const names = {
    Home: teamName(matchup.homeTeam, 'Home'),
    Away: teamName(matchup.awayTeam, 'Away'),
    Over: 'Over',
    Under: 'Under',
  };
  const rows = [
    ...(odds.reference ? [{ b: odds.reference, isRef: true, stale: false }] : []),
    ...odds.books.map((b) => ({ b, isRef: false, stale: b.staleMarkets.includes(market) })),
  ];
  const refQuote = odds.reference ? quoteOf(odds.reference, market) : null;
  const best = BEST_KEYS[market].map((key) => odds.best[key]);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        Fair line:{' '}
        {reference.book
          ? `${reference.title}'s no-vig line`
          : `the no-vig ${reference.title.toLowerCase()}`}{' '}
        ({reference.method} devig), hold {pct(reference.hold)}
        {refQuote && `, width ${String(marketWidthCents(...refQuote.prices))}¢`}. Fair{' '}
        {names[first]}
        {signed(points[0])} {pct(fair[0])}, {names[second]}
        {signed(points[1])} {pct(fair[1])}.
      </p>
      {odds.pricedFrom === 'posted' && (
        <p className="text-xs text-slate-500">
          The game has started and the sharp book has not moved since: the card reads the posted
          closing line, so no book is marked best.
        </p>
      )}
      <div className="overflow-x-auto">
        <table aria-label={`${market} prices by book`} className="w-full tabular-nums">
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="text-left font-medium">
                Book
              </th>
              <th scope="col" className="text-right font-medium">
                {names[first]}
              </th>
              <th scope="col" className="text-right font-medium">
                {names[second]}
              </th>
              <th scope="col" className="text-right font-medium">
                Hold
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ b, isRef, stale: isStale }) => {
              const q = quoteOf(b, market);
              const cell = (i: 0 | 1) => {
                if (!q) return <span className="text-slate-400">–</span>;
                const isBest = best[i]?.book === b.book;
                return (
                  <span
                    className={isBest ? 'font-semibold text-green-700 dark:text-green-400' : ''}
                  >
                    {isBest && <Star aria-label="best price" className="mr-1 inline h-3 w-3" />}
                    {formatAmerican(q.prices[i])}
                    {market !== 'moneyline' && (
                      <span className="text-xs text-slate-500">{signed(q.points[i])}</span>
                    )}
                  </span>
                );
              };
              return (
                <tr key={b.book} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 text-left font-normal">
                    {b.title}
                    {isRef && <span className="ml-1 text-xs text-slate-500">(fair line)</span>}
                    {isStale && <span className="ml-1 text-xs text-amber-600">(stale)</span>}
                  </th>
                  <td className="text-right">{cell(0)}</td>
                  <td className="text-right">{cell(1)}</td>
                  <td className="text-right text-xs text-slate-500">
                    {q ? pct(holdOf(...q.prices)) : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        The best price of each side (starred) is the highest among the books at the fair line's
        point, the fair line's own book and stale books (no-vig more than 4 points away) left out.
      </p>
    </div>
  );
}

/** The dialog's body: the game's books, asked for once the dialog opens. */
export function BooksBody({ matchup, market }: { matchup: Matchup; market: PricedMarket }) {
  const { data, isError, isLoading } = useGetGameOddsQuery(matchup.id);
  if (isLoading) return <p className="text-sm text-slate-500">Loading books...</p>;
  if (isError || !data)
    return <p className="text-sm text-slate-500">The books could not be loaded.</p>;
  if (data.books.length === 0 && !data.reference)
    return <p className="text-sm text-slate-500">No book prices this game.</p>;
  return (
    <Tabs defaultValue={market}>
      <TabsList aria-label="Market">
        {MARKET_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {MARKET_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          <MarketBooks matchup={matchup} odds={data} market={t.value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
