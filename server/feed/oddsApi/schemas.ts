import { z } from 'zod';

// The Odds API v4 payloads (https://the-odds-api.com/liveapi/guides/v4/). Unknown fields pass;
// what we read is checked, so a changed or broken payload is skipped rather than stored.

const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a timestamp');

export const sportSchema = z.object({
  key: z.string(),
  active: z.boolean(),
});

export const outcomeSchema = z.object({
  name: z.string(),
  price: z.number(),
  point: z.number().optional(),
});

export const marketSchema = z.object({
  key: z.string(),
  last_update: isoTime.optional(),
  outcomes: z.array(outcomeSchema),
});

export const bookmakerSchema = z.object({
  key: z.string(),
  title: z.string().optional(),
  last_update: isoTime.optional(),
  markets: z.array(marketSchema),
});

/** One event of GET /v4/sports/{sport}/odds. */
export const oddsEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  commence_time: isoTime,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(bookmakerSchema),
});
export type OddsEvent = z.infer<typeof oddsEventSchema>;

/** One event of GET /v4/sports/{sport}/scores. Scores are text; null before the start. */
export const scoreEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullable(),
  last_update: isoTime.nullable(),
});
export type ScoreEvent = z.infer<typeof scoreEventSchema>;
