import { Star } from 'lucide-react';
import { teamName } from '@domain/rules/display';
import { holdOf } from '@domain/pricing/devig';
import {
  DEFAULT_PRICING,
  marketSides,
  priceMarket,
  quoteOf,
  type PricedMarket,
} from '@domain/pricing/fairLine';
import { marketWidthCents } from '@domain/pricing/priceFigures';
import type { Matchup } from '@domain/contracts/matchup';
import { formatAmerican } from '@domain/rules/odds';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';

const MARKET_TABS: { value: PricedMarket; label: string }[] = [
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'spread', label: 'Spread' },
  { value: 'total', label: 'Total' },
];

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const signed = (p: number | null) => (p == null ? '' : p > 0 ? ` +${String(p)}` : ` ${String(p)}`);

/** One market at every book: the fair line's source and method, each book's prices and hold, the best of each side marked. */
function MarketBooks({ matchup, market }: { matchup: Matchup; market: PricedMarket }) {
  const books = matchup.books ?? [];
  const pricing = matchup.pricing ?? DEFAULT_PRICING;
  const priced = priceMarket(books, market, pricing);
  if (!priced) return <p className="text-sm text-slate-500">No book prices this market.</p>;
  const { reference, sides, stale } = priced;
  const [first, second] = marketSides(market);
  const names = {
    Home: teamName(matchup.homeTeam, 'Home'),
    Away: teamName(matchup.awayTeam, 'Away'),
    Over: 'Over',
    Under: 'Under',
  };
  const refQuote = reference.book
    ? (() => {
        const b = books.find((x) => x.book === reference.book);
        return b ? quoteOf(b, market) : null;
      })()
    : null;
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
        {signed(sides[0].point)} {pct(sides[0].fairProbability)}, {names[second]}
        {signed(sides[1].point)} {pct(sides[1].fairProbability)}
        {sides[0].pushProbability > 0 && ` (given no push; push ${pct(sides[0].pushProbability)})`}.
      </p>
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
          {books.map((b) => {
            const q = quoteOf(b, market);
            const isRef = b.book === reference.book;
            const isStale = stale.includes(b.book);
            const cell = (i: 0 | 1) => {
              if (!q) return <span className="text-slate-400">–</span>;
              const best = sides[i].bestPrice;
              const isBest = best !== null && best.book === b.book;
              return (
                <span className={isBest ? 'font-semibold text-green-700 dark:text-green-400' : ''}>
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
      <p className="text-xs text-slate-500">
        The best price of each side (starred) is the highest among the books at the fair line's
        point, the fair line's own book and stale books (no-vig more than 4 points away) left out.
      </p>
    </div>
  );
}

/** The Books dialog: every book's prices of the game, market by market, with the fair line they are read against. */
export function BooksDialog({
  matchup,
  market = 'moneyline',
  trigger,
}: {
  matchup: Matchup;
  market?: PricedMarket;
  trigger?: React.ReactNode;
}) {
  const title = `${teamName(matchup.awayTeam, 'Away')} at ${teamName(matchup.homeTeam, 'Home')}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button size="sm" variant="outline" disabled={!matchup.books?.length}>
            Books
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Books: {title}</DialogTitle>
          <DialogDescription>Every book's current prices; frozen at the start.</DialogDescription>
        </DialogHeader>
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
              <MarketBooks matchup={matchup} market={t.value} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
