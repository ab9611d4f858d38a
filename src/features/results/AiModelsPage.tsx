import { Button } from '@/components/ui/Button';
import { DemoNotice } from './LedgerNotes';
import { EdgeEvidence } from './models/EdgeEvidence';
import { EdgewisePicks } from './models/EdgewisePicks';
import { ModelCard } from './models/ModelCard';
import { useGetAiModelsQuery } from './resultsApi';

export function AiModelsPage() {
  const { data, isLoading, isError, refetch } = useGetAiModelsQuery(undefined);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-2">
      <header>
        <h1 className="text-3xl font-bold">AI Models</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Each model predicts the winner and both scores of a game before it starts, trained only on
          earlier games. Records count straight-up winners of finished games; a tie is a push, shown
          apart (W-L-P), and the win rate is wins over wins and losses.
        </p>
      </header>
      <DemoNotice />
      <EdgewisePicks />
      {isLoading && (
        <p role="status" className="p-8 text-center text-slate-500">
          Loading models...
        </p>
      )}
      {isError && (
        <div role="alert" className="flex items-center gap-3 text-red-700 dark:text-red-400">
          Couldn&apos;t load the AI models.
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && data.length === 0 && <p className="text-slate-500">No data available</p>}
      {data && data.length > 0 && (
        <div className="flex flex-col gap-4">
          {data
            .filter((model) => model.kind === 'ai')
            .map((model) => (
              <ModelCard key={model.id} model={model} />
            ))}
        </div>
      )}
      {data && data.some((model) => model.kind === 'baseline') && (
        <section aria-labelledby="baseline-heading" className="flex flex-col gap-3">
          <h2 id="baseline-heading" className="text-lg font-semibold">
            Baseline (not an AI model)
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The betting market&apos;s own view, shown for comparison. It is kept out of the
            consensus, the AI records and the model counts.
          </p>
          {data
            .filter((model) => model.kind === 'baseline')
            .map((model) => (
              <ModelCard key={model.id} model={model} />
            ))}
        </section>
      )}
      <EdgeEvidence />
    </div>
  );
}
