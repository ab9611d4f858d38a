import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sampleText, type EdgeRecordRow, MEANINGFUL_SAMPLE } from '@domain/pricing/edgeRecord';
import { clvText, percentText, recordTone, wlpText } from '@domain/rules/figures';
import { cn } from '@/components/ui/cn';
import { useGetEdgePicksQuery } from '../resultsApi';
import { LabelRecord } from './LabelRecord';
import { DEMO_RECORD_TEXT } from '@domain/rules/recordTexts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const signed = (x: number | null, unit = '%') =>
  x === null ? '–' : `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}${unit}`;

const TONE: Record<string, string> = {
  positive: 'text-green-700 dark:text-green-400',
  negative: 'text-red-700 dark:text-red-400',
  neutral: '',
};

function RecordRow({ row }: { row: EdgeRecordRow }) {
  return (
    <TableRow className="border-t border-slate-100 dark:border-slate-800">
      <TableHeaderCell scope="row" className="py-1 text-left font-normal">
        {row.key}
      </TableHeaderCell>
      <TableCell className="text-right">{row.bets ? wlpText(row) : '–'}</TableCell>
      <TableCell className="text-right">{row.bets ? signed(row.units, 'u') : '–'}</TableCell>
      <TableCell className={cn('text-right', TONE[recordTone(row.roi)])}>
        {signed(row.roi)}
        {row.roiInterval !== null && (
          <span className="text-xs text-slate-500"> ±{row.roiInterval.toFixed(1)}%</span>
        )}
      </TableCell>
      <TableCell className="text-right">{signed(row.meanEdge)}</TableCell>
      <TableCell className="text-right">{clvText(row.meanClv)}</TableCell>
      <TableCell className="text-right">{percentText(row.beatClose)}</TableCell>
    </TableRow>
  );
}

const HEAD = ['', 'W-L-P', 'Units', 'ROI (95%)', 'Claimed edge', 'Mean CLV', 'Beat the close'];

/**
 * The headline record (docs/product.md "Edges"): every pick Edgewise labelled before its game, at
 * the price and book its card showed, graded at that price; and how labels have done on real
 * recorded prices (docs/product.md §2 "AI Models").
 */
export function EdgewisePicks() {
  const { data, isLoading, isError } = useGetEdgePicksQuery({ limit: 0 }); // the record, not the picks
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const settled = !isLoading;
  // The home page and the /matchups tabs link here (#edgewise-picks), a card's label record to the
  // label table inside (#label-record): scroll once the record above it has taken its height.
  useEffect(() => {
    if (!settled) return;
    if (hash === '#edgewise-picks') section.current?.scrollIntoView({ block: 'start' });
    if (hash === '#label-record')
      section.current?.querySelector('#label-record')?.scrollIntoView({ block: 'start' });
  }, [hash, settled]);
  return (
    <section
      ref={section}
      id="edgewise-picks"
      aria-labelledby="edgewise-picks-heading"
      className="flex scroll-mt-16 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="edgewise-picks-heading" className="text-xl font-semibold">
        Edgewise picks
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each side that earned a Lean, Bet or Lock before its game, published the first time it did
        at the best price and book its card showed, and graded at that price (one unit each). The
        edge is measured against a sharp book&apos;s no-vig line, so real edges are small and rare.
        CLV is the closing fair chance minus the chance the price needed to break even, in points.
      </p>
      {isLoading && (
        <p role="status" className="text-sm text-slate-500">
          Loading the record...
        </p>
      )}
      {isError && (
        <p role="alert" className="text-sm text-red-700">
          Couldn&apos;t load the record.
        </p>
      )}
      {data && (
        <>
          {data.demo && (
            <p className="text-xs font-medium text-amber-700 dark:text-amber-400">
              {DEMO_RECORD_TEXT}
            </p>
          )}
          <p className="text-sm font-medium">
            {sampleText(data.summary, MEANINGFUL_SAMPLE)}
            {data.open > 0 &&
              ` ${String(data.open)} published ${data.open === 1 ? 'pick is' : 'picks are'} not graded yet.`}
          </p>
          <Table aria-label="Edgewise picks record" className="w-full text-sm tabular-nums">
            <TableHead className="text-xs text-slate-500">
              <TableRow>
                {HEAD.map((h) => (
                  <TableHeaderCell
                    key={h}
                    scope="col"
                    className={h ? 'text-right font-medium' : ''}
                  >
                    {h}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <RecordRow row={{ ...data.summary, key: 'All picks' }} />
              {data.byLabel.map((r) => (
                <RecordRow key={r.key} row={r} />
              ))}
              {data.byMarket.map((r) => (
                <RecordRow key={r.key} row={r} />
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <LabelRecord />
    </section>
  );
}
