/**
 * docs/product.md §9: confidence when a result gives none. A module of its own, so the store's
 * matchups view settings read it without domain/rules/aiPicks.ts and its thresholds
 * (docs/benchmarks.md, JavaScript loaded for /).
 */
export const DEFAULT_CONFIDENCE = 75;
