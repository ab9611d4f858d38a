import { labelThresholdsText, NO_EDGE_TEXT } from '@domain/pricing/edgePricing';
import type { EvidenceRow } from '@domain/contracts/edge';
import { cn } from '@/components/ui/cn';
import { useGetEdgeEvidenceQuery } from '../resultsApi';
import { evidenceSummary, signed } from './evidenceText';
import { ModelWeights } from './ModelWeights';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const MARKET_TITLES: Record<EvidenceRow['market'], string> = {
  all: 'All markets',
  moneyline: 'Moneyline',
  spread: 'Spread',
  total: 'Total',
};

/**
 * Why Lean, Bet and Lock mean what they do (docs/product.md §2 "AI Models"): the thresholds on the
 * low end of the edge, how the consensus picks of the ledger's finished games did at their prices
 * by band, and which models move the fair line.
 */
export function EdgeEvidence() {
  const { data } = useGetEdgeEvidenceQuery(undefined);
  return (
    <section
      aria-labelledby="edge-evidence"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="edge-evidence" className="text-xl font-semibold">
        What Lean, Bet and Lock mean
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A label is a forecast of return: the pick is expected to win money at the best price you can
        get, even on the least favourable fair line we consider. A pick&apos;s edge is what one unit
        staked on it is expected to return at that price (a push returns the stake); it has a range,
        because the fair chance does, and the label follows the low end: {labelThresholdsText()}. A
        pick short of that has no label and says &ldquo;{NO_EDGE_TEXT}&rdquo; or a small edge. The
        market model is a baseline and is not one of the AI models.
      </p>
      {data && <p className="text-sm font-medium">{evidenceSummary(data)}</p>}
      {data && (
        <Table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            Consensus picks of finished games by label, graded at their prices
          </caption>
          <TableHead className="text-xs text-slate-500">
            <TableRow>
              {['Market', 'Label', 'Picks', 'W-L-P', 'Claimed edge', 'Units', 'ROI'].map((h) => (
                <TableHeaderCell key={h} scope="col" className="px-2 py-1 text-left">
                  {h}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows
              .filter((r) => r.picks > 0)
              .map((r) => (
                <TableRow
                  key={`${r.market}-${r.band}`}
                  className={cn(r.market === 'all' && 'font-semibold')}
                >
                  <TableCell className="px-2 py-1">{MARKET_TITLES[r.market]}</TableCell>
                  <TableCell className="px-2 py-1">
                    {r.band === 'None' ? 'No label' : r.band}
                  </TableCell>
                  <TableCell className="px-2 py-1">{r.picks.toLocaleString('en-US')}</TableCell>
                  <TableCell className="px-2 py-1">{`${r.wins}-${r.losses}-${r.pushes}`}</TableCell>
                  <TableCell className="px-2 py-1">{signed(r.meanEdge)}%</TableCell>
                  <TableCell
                    className={cn(
                      'px-2 py-1',
                      r.units > 0 ? 'text-green-600' : r.units < 0 ? 'text-red-600' : '',
                    )}
                  >
                    {signed(r.units, 2)}
                  </TableCell>
                  <TableCell
                    className={cn(
                      'px-2 py-1',
                      r.roi > 0 ? 'text-green-600' : r.roi < 0 ? 'text-red-600' : '',
                    )}
                  >
                    {signed(r.roi)}%
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
      <ModelWeights />
    </section>
  );
}
