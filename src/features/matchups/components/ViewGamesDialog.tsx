import type { SummaryGame } from '@domain/rules/aiPicks';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';
import { ASSUMED_PRICE_TEXT } from '@domain/pricing/edgePricing';
import { formatAmerican } from '@domain/rules/odds';

const OUTCOME_TEXT = { win: 'Win', loss: 'Loss', pending: 'Pending' } as const;
const OUTCOME_CLASS = {
  win: 'text-green-600',
  loss: 'text-red-600',
  pending: 'text-slate-500',
} as const;

function marginText(margin: number | null | undefined): string {
  if (margin == null) return '-';
  return margin > 0 ? `+${margin}` : String(margin);
}

/** 'View Games': the games behind a summary card, most confident first (summarizePicks sorts). */
export function ViewGamesDialog({ title, games }: { title: string; games: SummaryGame[] }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          View Games
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl p-3 sm:p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto" data-testid="view-games-body">
          {games.length === 0 ? (
            <p className="text-sm text-slate-500">No data available</p>
          ) : (
            <table className="w-full text-[11px] sm:text-sm">
              <thead className="text-[11px] text-slate-500 sm:text-xs">
                <tr>
                  {['Game Time', 'Team/Bet', 'Confidence', 'Margin', 'Outcome'].map((h) => (
                    <th key={h} scope="col" className="px-1 py-1 text-left sm:px-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {games.map((g) => (
                  <tr key={g.id} className="border-t border-slate-200 dark:border-slate-800">
                    <td className="px-1 py-1 whitespace-nowrap sm:px-2">{g.gameTime}</td>
                    <td className="px-1 py-1 font-medium sm:px-2">
                      {g.teamBet}
                      {g.price !== undefined && (
                        <span className="ml-1 font-normal text-slate-500">
                          {g.priceAssumed
                            ? `-110 (${ASSUMED_PRICE_TEXT})`
                            : formatAmerican(g.price)}
                        </span>
                      )}
                    </td>
                    <td className="px-1 py-1 sm:px-2">{Math.round(g.confidenceRating)}%</td>
                    <td className="px-1 py-1 sm:px-2">{marginText(g.margin)}</td>
                    <td className={`px-1 py-1 font-medium sm:px-2 ${OUTCOME_CLASS[g.outcome]}`}>
                      {OUTCOME_TEXT[g.outcome]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
