import { Link } from 'react-router-dom';
import { recordTexts, unitsText } from '@domain/rules/capperRecord';
import { sampleText, type EdgeRecordRow, MEANINGFUL_SAMPLE } from '@domain/pricing/edgeRecord';
import type { EdgePick } from '@domain/contracts/edgePicks';
import { percentText } from '@domain/rules/figures';
import { formatAmerican } from '@domain/rules/odds';
import { edgeText } from '@domain/pricing/priceFigures';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { Badge, SampleBadge } from '@/components/ui/Badge';
import { cn } from '@/components/ui/cn';
import { useMediaQuery, WIDE_QUERY } from '@/hooks/useMediaQuery';
import { formatInZone } from '@/lib/formatInZone';

export type PublishedLabel = EdgePick['label'];

const MARKET_TEXT: Record<EdgePick['market'], string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  total: 'Total',
};
const TONE = {
  positive: 'text-green-700 dark:text-green-400',
  negative: 'text-red-700 dark:text-red-400',
  neutral: 'text-slate-600 dark:text-slate-300',
} as const;
const RESULT_TEXT = { won: 'Won', lost: 'Lost', push: 'Push' } as const;

/** A time of the day as the card reads it: in the display zone, with the zone ("3:25 AM PST"). */
const timeOf = (iso: string, zone: string) => formatInZone(iso, zone, 'time');
const signedPoint = (p: number) => (p > 0 ? `+${String(p)}` : String(p));

/** The side as its card read it: the team (with its point on a spread), or Over/Under and the total. */
function sideText(p: EdgePick): string {
  if (p.side === 'Over' || p.side === 'Under')
    return p.point === null ? p.side : `${p.side} ${String(p.point)}`;
  const team = p.side === 'Home' ? p.homeTeam : p.awayTeam;
  return p.market === 'spread' && p.point !== null ? `${team} ${signedPoint(p.point)}` : team;
}

function resultText(p: EdgePick): string {
  if (p.result === null || p.units === null) return 'Pending';
  return `${RESULT_TEXT[p.result]} ${unitsText(p.units)}`;
}

// Numbers right-aligned, under right-aligned headers.
const HEAD: { text: string; numeric?: boolean }[] = [
  { text: 'Published' },
  { text: 'Matchup' },
  { text: 'Market' },
  { text: 'Pick' },
  { text: 'Book' },
  { text: 'Price', numeric: true },
  { text: 'Fair', numeric: true },
  { text: 'Edge', numeric: true },
  { text: 'Label' },
  { text: 'Stake', numeric: true },
  { text: 'Result (1u)' },
];

const toneOf = (pick: EdgePick) =>
  pick.units === null || pick.units === 0 ? 'neutral' : pick.units > 0 ? 'positive' : 'negative';

function PickRow({ pick, zone }: { pick: EdgePick; zone: string }) {
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800">
      <td className="px-1 py-1 whitespace-nowrap">{timeOf(pick.publishedAt, zone)}</td>
      <td className="px-1 py-1">
        {pick.awayTeam} at {pick.homeTeam}
        <span className="block text-xs text-slate-500">
          {pick.sport.toUpperCase()} · starts {timeOf(pick.startsAt, zone)}
        </span>
      </td>
      <td className="px-1 py-1">{MARKET_TEXT[pick.market]}</td>
      <td className="px-1 py-1 font-medium">{sideText(pick)}</td>
      <td className="px-1 py-1">{pick.bookTitle}</td>
      <td className="px-1 py-1 text-right">{formatAmerican(pick.price)}</td>
      <td className="px-1 py-1 text-right">{percentText(pick.fairProbability * 100)}</td>
      <td className="px-1 py-1 text-right">{edgeText(pick.edge)}</td>
      <td className="px-1 py-1">{pick.label}</td>
      <td className="px-1 py-1 text-right">{pick.stake.toFixed(1)}u</td>
      <td className={cn('px-1 py-1 whitespace-nowrap', TONE[toneOf(pick)])}>{resultText(pick)}</td>
    </tr>
  );
}

/** One pick on a phone: the table's cells as lines of one item, so nothing scrolls sideways. */
function PickItem({ pick, zone }: { pick: EdgePick; zone: string }) {
  return (
    <li className="border-t border-slate-100 py-2 text-sm dark:border-slate-800">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-medium">{sideText(pick)}</span>
        <span className="tabular-nums">
          {formatAmerican(pick.price)} at {pick.bookTitle}
        </span>
      </p>
      <p className="text-xs text-slate-500">
        {pick.awayTeam} at {pick.homeTeam} · {pick.sport.toUpperCase()} · starts{' '}
        {timeOf(pick.startsAt, zone)}
      </p>
      <p className="flex flex-wrap gap-x-2 text-xs tabular-nums">
        <span>{MARKET_TEXT[pick.market]}</span>
        <span>fair {percentText(pick.fairProbability * 100)}</span>
        <span>edge {edgeText(pick.edge)}</span>
        <span>
          {pick.label} {pick.stake.toFixed(1)}u
        </span>
        <span className={TONE[toneOf(pick)]}>{resultText(pick)}</span>
      </p>
      <p className="text-xs text-slate-500">Published {timeOf(pick.publishedAt, zone)}</p>
    </li>
  );
}

function DayRecord(props: { row: EdgeRecordRow; dayText: string; published: number }) {
  const { row, dayText, published } = props;
  const texts = recordTexts(row);
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {dayText}: {published} published
        {texts ? ` · ${texts.record} · ${texts.units} · ` : ''}
      </span>
      {texts && <span className={cn('font-semibold', TONE[texts.tone])}>ROI {texts.roi}</span>}{' '}
      <span className="text-slate-600 dark:text-slate-300">
        {sampleText(row, MEANINGFUL_SAMPLE)}
      </span>
    </p>
  );
}

/**
 * One label's published picks of the page's day (docs/product.md "Edges"): each side as its card
 * showed it when it was first labelled, graded at that price, with the day's record and a link to
 * the whole record. Or the tab's empty state.
 */
export function PublishedPicks(props: {
  label: PublishedLabel;
  heading: string;
  emptyText: string;
  dayText: string;
  picks: readonly EdgePick[];
  record: EdgeRecordRow | undefined;
}) {
  const { label, heading, emptyText, dayText, picks, record } = props;
  const zone = useAccountTimeZone();
  const wide = useMediaQuery(WIDE_QUERY);
  // In the order the games start, as the list below them.
  const mine = picks
    .filter((p) => p.label === label)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
  if (mine.length === 0 || !record)
    return <p className="p-4 text-sm text-slate-500">{emptyText}</p>;
  const demo = mine.some((p) => p.origin === 'demo');
  return (
    <section aria-label={`${heading} published picks`} className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        {demo && <SampleBadge label="Demo" />}
        <Badge tone="brand">{label}</Badge>
        Sides published the first time they earned a {label} before their game, at the price and
        book their card showed; graded at that price, one unit each.
        <Link
          to="/ai-models#edgewise-picks"
          className="text-brand-700 dark:text-brand-500 font-medium hover:underline"
        >
          The whole record
        </Link>
      </p>
      <DayRecord row={record} dayText={dayText} published={mine.length} />
      {wide ? (
        <div className="overflow-x-auto">
          <table
            aria-label={`${heading}: ${dayText}`}
            className="w-full text-xs tabular-nums sm:text-sm"
          >
            <thead className="text-left text-xs text-slate-500">
              <tr>
                {HEAD.map((h) => (
                  <th
                    key={h.text}
                    scope="col"
                    className={cn('px-1 py-1 font-medium', h.numeric && 'text-right')}
                  >
                    {h.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mine.map((p) => (
                <PickRow key={p.id} pick={p} zone={zone} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={`${heading}: ${dayText}`}>
          {mine.map((p) => (
            <PickItem key={p.id} pick={p} zone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
