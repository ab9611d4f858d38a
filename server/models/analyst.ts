// The optional LLM analyst: rewrites a model's template analysis in plainer prose through any
// OpenAI-compatible /chat/completions endpoint. Any failure or slowness keeps the template.

export interface AnalystOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

export interface AnalystRequest {
  modelName: string;
  matchup: string;
  template: string;
}

const MAX_LENGTH = 1500;

/** A rewrite function, or null when no LLM is configured. */
export function createAnalyst(
  options: Partial<AnalystOptions> & { baseUrl?: string | undefined },
  log?: { warn(obj: object, msg: string): void },
): ((req: AnalystRequest) => Promise<string>) | null {
  if (!options.baseUrl) return null;
  const opts: AnalystOptions = { ...options, baseUrl: options.baseUrl };
  return (req) => rewriteAnalysis(opts, req, log);
}

/** Asks the LLM to rewrite the analysis; returns the template on error, time-out or an unusable answer. */
export async function rewriteAnalysis(
  options: AnalystOptions,
  req: AnalystRequest,
  log?: { warn(obj: object, msg: string): void },
): Promise<string> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
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
    return trimmed.length > MAX_LENGTH ? req.template : trimmed;
  } catch (err) {
    log?.warn({ err }, 'LLM analyst unavailable; using the template analysis');
    return req.template;
  }
}
