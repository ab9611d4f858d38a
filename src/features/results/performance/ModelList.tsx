import { Button } from '@/components/ui/Button';
import type { ModelPerformance } from '@domain/contracts/performance';
import { MODEL_RECORDS, modelRecordTitle } from '@domain/rules/records';
import { sportText, unitsText, winRateText } from './format';

interface Props {
  models: ModelPerformance[];
  onDetails: (model: ModelPerformance) => void;
}

/** Each AI model's bets over the period, with a button to its details dialog. */
export function ModelList({ models, onDetails }: Props) {
  if (models.length === 0) return <p className="text-slate-500">No data available</p>;
  return (
    <ul aria-label="AI models" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {models.map((model) => (
        <li
          key={model.modelId}
          aria-label={model.modelName}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <p className="font-semibold">
            {modelRecordTitle(model.modelName, MODEL_RECORDS.atPrice)}
          </p>
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {model.totalBets
              ? `${model.wins}-${model.losses}-${model.pushes} · ${winRateText(model.winRate)} · ${unitsText(model.units)}`
              : 'No graded bets'}
          </p>
          <p className="text-xs text-slate-500">Best sport: {sportText(model.bestSport)}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-auto"
            aria-label={`${model.modelName} details`}
            onClick={() => onDetails(model)}
          >
            Details
          </Button>
        </li>
      ))}
    </ul>
  );
}
