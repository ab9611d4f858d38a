import { memo, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { SPORT_LABELS, isSport } from '@domain/rules/sports';
import { selectMatchupById } from '@/app/live/matchupsSlice';
import { Button } from '@/components/ui/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { AiAnalysis } from './AiAnalysis';
import { ShownAiPick } from './ShownAiPick';
import { GameClock } from './GameClock';
import { LineMovementDialog } from './LineMovementDialog';
import { BooksDialog } from './BooksDialog';
import { ModelPredictionsDialog } from './ModelPredictionsDialog';
import { OddsRows, type CardMarket } from './OddsRows';
import { StatusBadge } from './StatusBadge';

const MARKET_TABS: { value: CardMarket; label: string }[] = [
  { value: 'moneyLine', label: 'Moneyline' },
  { value: 'spread', label: 'Spread' },
  { value: 'total', label: 'Total Points' },
];

/** One game: badge, Models dialog, market tabs with score and odds, AI pick and analysis. */
export function GameCardView({ matchup, now }: { matchup: Matchup | undefined; now: number }) {
  const [modelsOpen, setModelsOpen] = useState(false);
  if (!matchup)
    return <p className="rounded-lg border p-4 text-sm text-slate-500">Matchup data unavailable</p>;
  const title = `${teamName(matchup.awayTeam, 'Away')} at ${teamName(matchup.homeTeam, 'Home')}`;
  const sport = matchup.sport.toLowerCase();
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <StatusBadge matchup={matchup} now={now} where="card" />
          <GameClock matchup={matchup} now={now} />
          <span className="text-xs text-slate-500">
            {isSport(sport) ? SPORT_LABELS[sport] : matchup.sport}
          </span>
        </div>
        <div className="flex gap-1">
          <BooksDialog matchup={matchup} />
          <LineMovementDialog matchup={matchup} />
          <Button size="sm" variant="outline" onClick={() => setModelsOpen(true)}>
            Models
          </Button>
        </div>
      </header>
      <h3 className="font-semibold">{title}</h3>
      <Tabs defaultValue="moneyLine">
        <TabsList aria-label="Market">
          {MARKET_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {MARKET_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <OddsRows matchup={matchup} market={t.value} />
          </TabsContent>
        ))}
      </Tabs>
      <ShownAiPick matchup={matchup} />
      <AiAnalysis matchup={matchup} />
      <ModelPredictionsDialog matchup={matchup} open={modelsOpen} onOpenChange={setModelsOpen} />
    </article>
  );
}

/** A card that reads its own matchup, so one game's update re-renders only this card. */
export const GameCard = memo(function GameCard({ id, now }: { id: string; now: number }) {
  const matchup = useAppSelector((state) => selectMatchupById(state, id));
  return <GameCardView matchup={matchup} now={now} />;
});
