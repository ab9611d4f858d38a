import type { Queryable } from '../db/db';

// The optional LLM analyst: rewrites a model's template analysis in plainer prose through any
// OpenAI-compatible /chat/completions endpoint. It is never in the path of a prediction: the
// template is stored and pushed first, requests made together run concurrently under one overall
// time budget, and a rewrite that arrives in time replaces the template afterwards. Without an
// API key it makes no call at all. Any failure or slowness keeps the template.

export interface AnalystOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Overall budget of one batch of requests, start to last answer. */
  budgetMs?: number;
  /** At most this many requests in flight at once. */
  concurrency?: number;
}

export interface AnalystRequest {
  modelName: string;
  matchup: string;
  template: string;
}

export interface AnalystLog {
  warn(obj: object, msg: string): void;
}

const MAX_LENGTH = 1500;
const DEFAULT_BUDGET_MS = 10_000;
const DEFAULT_CONCURRENCY = 6;

/** Asks the LLM to rewrite one analysis; returns null on error, abort or an unusable answer. */
export async function rewriteAnalysis(
  options: AnalystOptions,
  req: AnalystRequest,
  signal: AbortSignal,
): Promise<string | null> {
  if (!options.apiKey) return null;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const response = await fetch(url, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify({
      model: options.model ?? 'gpt-4o-mini',
      temperature: 0.3,
      max_tokens: 300,
      messages: [
        {
          role: 'system',
          content:
            'You are a sports betting analyst. Rewrite the model analysis you are given as one short paragraph ' +
            'for bettors. Keep every number exactly as given, add no facts, names or numbers of your own, and ' +
            'do not promise results.',
        },
        { role: 'user', content: `${req.modelName} on ${req.matchup}:\n${req.template}` },
      ],
    }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || text.trim() === '') throw new Error('no message content');
  const trimmed = text.trim();
  return trimmed.length > MAX_LENGTH ? null : trimmed;
}

interface Job {
  req: AnalystRequest;
  onRewrite: (text: string) => Promise<void> | void;
}

/**
 * Rewrites in the background. `request` returns at once; requests made in the same turn of the
 * event loop form one batch that runs `concurrency` at a time and is cut off `budgetMs` after it
 * started, whatever is still pending keeping its template.
 */
export class Analyst {
  private pending: Job[] = [];
  private scheduled = false;
  private readonly running = new Set<Promise<void>>();
  private readonly controllers = new Set<AbortController>();
  /** Counts of the batches so far, for the log and tests. */
  readonly stats = { requested: 0, rewritten: 0, failed: 0, timedOut: 0 };

  constructor(
    private readonly options: AnalystOptions,
    private readonly log?: AnalystLog,
  ) {}

  /** Queues a rewrite; `onRewrite` runs with the new text if it arrives within the budget. */
  request(req: AnalystRequest, onRewrite: Job['onRewrite']): void {
    this.stats.requested++;
    this.pending.push({ req, onRewrite });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.pending.splice(0);
      const run = this.runBatch(batch).finally(() => this.running.delete(run));
      this.running.add(run);
    });
  }

  /** Resolves once everything requested so far is settled (rewritten, failed or cut off). */
  async idle(): Promise<void> {
    while (this.scheduled || this.running.size > 0) {
      if (this.scheduled) await new Promise((r) => setImmediate(r));
      await Promise.all([...this.running]);
    }
  }

  /** Aborts what is in flight (shutdown); nothing more is rewritten. */
  async stop(): Promise<void> {
    this.pending = [];
    for (const c of this.controllers) c.abort();
    await Promise.all([...this.running]);
  }

  private async runBatch(batch: Job[]): Promise<void> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), this.options.budgetMs ?? DEFAULT_BUDGET_MS);
    timer.unref();
    // Read through a call: the signal flips while a request is awaited.
    const aborted = (): boolean => controller.signal.aborted;
    let next = 0;
    let settled = 0;
    const worker = async (): Promise<void> => {
      while (next < batch.length && !aborted()) {
        const job = batch[next++] as Job;
        try {
          const text = await rewriteAnalysis(this.options, job.req, controller.signal);
          if (aborted()) continue;
          settled++;
          if (text === null) continue;
          await job.onRewrite(text);
          this.stats.rewritten++;
        } catch (err) {
          if (aborted()) continue;
          settled++;
          this.stats.failed++;
          this.log?.warn({ err }, 'LLM analyst unavailable; keeping the template analysis');
        }
      }
    };
    try {
      await Promise.all(
        Array.from(
          { length: Math.min(batch.length, this.options.concurrency ?? DEFAULT_CONCURRENCY) },
          worker,
        ),
      );
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
      if (settled < batch.length) {
        this.stats.timedOut += batch.length - settled;
        this.log?.warn(
          { batch: batch.length },
          'LLM analyst out of time; the rest keep the template analysis',
        );
      }
    }
  }
}

/** The analyst, or null when no LLM is configured: no base URL or no API key means no call. */
export function createAnalyst(
  options: Partial<AnalystOptions> & { baseUrl?: string | undefined; apiKey?: string | undefined },
  log?: AnalystLog,
): Analyst | null {
  if (!options.baseUrl || !options.apiKey) return null;
  return new Analyst({ ...options, baseUrl: options.baseUrl, apiKey: options.apiKey }, log);
}

/**
 * Stores a rewrite over the template it replaces, if the prediction still carries that template
 * and has not been frozen at the start. Returns true when it was stored.
 */
export async function saveRewrite(
  db: Queryable,
  p: { matchupId: string; modelId: string },
  template: string,
  analysis: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE ai_results SET analysis = $4, updated_at = now()
     WHERE matchup_id = $1 AND model_id = $2 AND analysis = $3 AND frozen_at IS NULL`,
    [p.matchupId, p.modelId, template, analysis],
  );
  return rowCount > 0;
}
