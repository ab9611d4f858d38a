/** The six leagues Edgewise covers, in the order the product lists them. */
export const SPORTS = ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORT_LABELS: Record<Sport, string> = {
  nfl: 'NFL',
  ncaaf: 'NCAAF',
  nba: 'NBA',
  ncaab: 'NCAAB',
  mlb: 'MLB',
  nhl: 'NHL',
};

/** True when the text is one of the six sport values. */
export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && (SPORTS as readonly string[]).includes(value);
}

/** The groups docs/product.md §9's thresholds are written for. */
export type SportFamily = 'basketball' | 'ncaab' | 'football' | 'hockey' | 'baseball' | 'default';

/** The threshold family of a sport (nba → basketball, nfl/ncaaf → football, ...; unknown → default). */
export function sportFamily(sport: string): SportFamily {
  switch (sport.trim().toLowerCase()) {
    case 'nba':
      return 'basketball';
    case 'ncaab':
      return 'ncaab';
    case 'nfl':
    case 'ncaaf':
      return 'football';
    case 'nhl':
      return 'hockey';
    case 'mlb':
      return 'baseball';
    default:
      return 'default';
  }
}
