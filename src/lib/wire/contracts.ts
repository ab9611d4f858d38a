/**
 * The answers' contracts checked after render (../api.ts `checkedAfterRender`), by name. They load
 * in the checks' worker (./checks.worker.ts), so zod and the schemas are neither downloaded nor
 * built on the page's thread (docs/benchmarks.md, Lighthouse); where no worker can run (tests),
 * on the page's thread, after render.
 */
export const contracts = {
  aiModelsResponse: async () => (await import('@domain/contracts/aiModels')).aiModelsResponseSchema,
  aiPerformanceResponse: async () =>
    (await import('@domain/contracts/performance')).aiPerformanceResponseSchema,
  applicationResponse: async () =>
    (await import('@domain/contracts/marketplaceApplication')).applicationResponseSchema,
  betsResponse: async () => (await import('@domain/contracts/bets')).betsResponseSchema,
  capperPicksResponse: async () =>
    (await import('@domain/contracts/marketplace')).capperPicksResponseSchema,
  changeEmailResponse: async () =>
    (await import('@domain/contracts/account')).changeEmailResponseSchema,
  contactMessagesResponse: async () =>
    (await import('@domain/contracts/contact')).contactMessagesResponseSchema,
  edgeEvidence: async () => (await import('@domain/contracts/edge')).edgeEvidenceSchema,
  edgePicksResponse: async () =>
    (await import('@domain/contracts/edgePicks')).edgePicksResponseSchema,
  followers: async () => (await import('@domain/contracts/marketplacePlans')).followersSchema,
  healthResponse: async () => (await import('@domain/contracts/health')).healthResponseSchema,
  importBetsResponse: async () =>
    (await import('@domain/contracts/betsCsv')).importBetsResponseSchema,
  matchup: async () => (await import('@domain/contracts/matchup')).matchupSchema,
  matchupOdds: async () => (await import('@domain/contracts/matchup')).matchupOddsSchema,
  matchupPredictions: async () =>
    (await import('@domain/contracts/matchup')).matchupPredictionsSchema,
  newsletterAnswer: async () => (await import('@domain/contracts/contact')).newsletterAnswerSchema,
  notificationsResponse: async () =>
    (await import('@domain/contracts/marketplace')).notificationsResponseSchema,
  oddsHistory: async () => (await import('@domain/contracts/oddsHistory')).oddsHistorySchema,
  openingLines: async () => (await import('@domain/contracts/oddsHistory')).openingLinesSchema,
  planResponse: async () => (await import('@domain/contracts/marketplacePlans')).planResponseSchema,
  revenue: async () => (await import('@domain/contracts/marketplacePlans')).revenueSchema,
  settings: async () => (await import('@domain/contracts/account')).settingsSchema,
  totalResultsResponse: async () =>
    (await import('@domain/contracts/performance')).totalResultsResponseSchema,
};

export type ContractName = keyof typeof contracts;

/** What a contract's answer is, as its schema reads it. */
export type ContractValue<K extends ContractName> = Awaited<
  ReturnType<(typeof contracts)[K]>
>['~standard']['types'] extends { readonly output: infer T } | undefined
  ? T
  : never;

/** One way an answer breaks its contract, as a Standard Schema reports it. */
export interface WireIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** A check asked of the worker: the value, or each item of a list (`each`), against a contract. */
export interface CheckRequest {
  readonly id: number;
  readonly contract: ContractName;
  readonly value: unknown;
  readonly each: boolean;
}

export interface CheckReply {
  readonly id: number;
  /** The issues found; null when the contract could not be loaded (the answer goes unchecked). */
  readonly issues: readonly WireIssue[] | null;
}

/** A path part as plain data (a worker's reply is cloned: an object key loses nothing). */
const plainKey = (part: PropertyKey | { readonly key: PropertyKey }): PropertyKey =>
  typeof part === 'object' ? part.key : part;

/**
 * The issues of `value` against `contract`; with `each`, of each item of the list `value`, the
 * item's index first in their paths. `between` runs before each item (the page's thread yields
 * there; the worker need not).
 */
export async function contractIssues(
  contract: ContractName,
  value: unknown,
  each: boolean,
  between?: () => Promise<unknown>,
): Promise<WireIssue[]> {
  const schema = await contracts[contract]();
  const check = async (item: unknown, prefix: PropertyKey[]): Promise<WireIssue[]> => {
    const result = await schema['~standard'].validate(item);
    return (result.issues ?? []).map((issue) => ({
      message: issue.message,
      path: [...prefix, ...(issue.path ?? []).map(plainKey)],
    }));
  };
  if (!each || !Array.isArray(value)) return check(value, []);
  const issues: WireIssue[] = [];
  for (const [index, item] of (value as unknown[]).entries()) {
    if (between) await between();
    issues.push(...(await check(item, [index])));
  }
  return issues;
}
