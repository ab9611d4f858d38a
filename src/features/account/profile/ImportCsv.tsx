import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import type { ApiError } from '@/lib/api';
import { rowIssueText } from '@domain/rules/betsCsv';
import { apiMessage } from '@/lib/formErrors';
import { useImportBetsMutation } from '../accountApi';

/** The problem's rows in row order: 'Row 3: Odds must be…' (the server names each bad row). */
function rowProblems(error: unknown): string[] {
  const errors = (error as Partial<ApiError> | undefined)?.errors ?? {};
  const row = (key: string) => Number(/^row (\d+)$/.exec(key)?.[1] ?? 0);
  return Object.entries(errors)
    .sort(([a], [b]) => row(a) - row(b))
    .flatMap(([key, messages]) =>
      messages.map((message) => rowIssueText({ row: row(key), message })),
    );
}

/** A chosen file's text (FileReader: every browser has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * "Import CSV" (docs/product.md §9 "Bet tracker"): a file with the export's columns, imported all
 * or nothing; when the server refuses it, every bad row is listed with its number.
 */
export function ImportCsv() {
  const input = useRef<HTMLInputElement>(null);
  const [importBets, { isLoading }] = useImportBetsMutation();
  const [problem, setProblem] = useState<{ detail: string; rows: string[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setDone(null);
    try {
      const answer = await importBets(await readText(file)).unwrap();
      toast.success(answer.message);
      setDone(answer.message);
    } catch (error) {
      setProblem({
        detail: apiMessage(error, 'The file could not be imported.'),
        rows: rowProblems(error),
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="CSV file to import"
        tabIndex={-1}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={isLoading}
        onClick={() => input.current?.click()}
      >
        <Upload className="h-4 w-4" aria-hidden />
        {isLoading ? 'Importing...' : 'Import CSV'}
      </Button>
      {done && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      )}
      {problem && (
        <div
          role="alert"
          className="w-full rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
        >
          <p className="font-medium">{problem.detail}</p>
          {problem.rows.length > 1 && (
            <ul className="mt-2 list-disc pl-5">
              {problem.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
