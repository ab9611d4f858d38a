import type { AiModel, ModelRecord } from '@domain/contracts/aiModels';
import { MODEL_RECORDS, modelRecordTitle } from '@domain/rules/records';
import { sportText, winRateText } from '../performance/format';

function recordText(record: ModelRecord): string {
  if (record.picks === 0) return 'No graded picks yet';
  const pushes = record.pushes ? `-${record.pushes}` : '';
  return `${record.wins}-${record.losses}${pushes} (${winRateText(record.winRate)})`;
}

/** One model: name, description, inputs, sports and its record (live first). */
export function ModelCard({ model }: { model: AiModel }) {
  const history = model.record.picks - model.liveRecord.picks;
  return (
    <article
      aria-label={model.name}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{model.name}</h2>
        <span className="text-xs text-slate-500">{model.sports.map(sportText).join(' · ')}</span>
      </header>
      <p className="text-sm text-slate-700 dark:text-slate-300">{model.description}</p>
      <div>
        <h3 className="text-sm font-semibold">Inputs</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {model.inputs.map((input) => (
            <li
              key={input}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
            >
              {input}
            </li>
          ))}
        </ul>
      </div>
      <h3 className="text-sm font-semibold">
        {modelRecordTitle(model.name, MODEL_RECORDS.winners)}
      </h3>
      <dl className="-mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Live record</dt>
          <dd className="font-semibold tabular-nums">{recordText(model.liveRecord)}</dd>
        </div>
        <div className="rounded-md bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            With imported history ({history.toLocaleString('en-US')} replayed)
          </dt>
          <dd className="font-semibold tabular-nums">{recordText(model.record)}</dd>
        </div>
      </dl>
    </article>
  );
}
