import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import type { ModelPerformance } from '@domain/contracts/performance';
import { MODEL_RECORDS, modelRecordTitle } from '@domain/rules/records';
import { ModelSummaryStats } from './ModelSummaryStats';
import { UpcomingPredictions } from './UpcomingPredictions';

interface Props {
  model: ModelPerformance | null;
  onClose: () => void;
}

/** The model details dialog: summary for the period, insights by bet type and upcoming bets. */
export function ModelDetailsDialog({ model, onClose }: Props) {
  return (
    <Dialog open={model !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {model && (
          <>
            <DialogHeader>
              <DialogTitle>{modelRecordTitle(model.modelName, MODEL_RECORDS.atPrice)}</DialogTitle>
              <DialogDescription>{model.description}</DialogDescription>
            </DialogHeader>
            <ModelSummaryStats model={model} />
            <section aria-labelledby="model-insights" className="flex flex-col gap-1">
              <h3 id="model-insights" className="font-semibold">
                Insights
              </h3>
              {model.insights.length === 0 ? (
                <p className="text-sm text-slate-500">No graded bets in this period</p>
              ) : (
                <ul className="text-sm">
                  {model.insights.map((insight) => (
                    <li key={insight.title}>
                      <span className="font-medium">{insight.title}:</span> {insight.stats}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="model-upcoming" className="flex flex-col gap-1">
              <h3 id="model-upcoming" className="font-semibold">
                Upcoming Predictions
              </h3>
              <UpcomingPredictions predictions={model.upcoming} />
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
