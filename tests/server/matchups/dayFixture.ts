// A busy day for the wire's size (docs/benchmarks.md "The matchups answer"): 300 NBA games
// spread over one US Eastern day, each with the demo's six books (the sharp one and five retail)
// and five models' results (four AI models and the market baseline) with a pick, chance, push
// and anchor in every market, a one-line summary and a paragraph of analysis, as the live models
// write them. Deterministic but for the date: by default the day after tomorrow (US Eastern), so
// no game has started and every card is priced before its start.
import type { AiResult } from '@domain/contracts/matchup';
import { addDays, easternDate } from '@domain/rules/dates';
import type { BookOdds } from '../../../server/matchups/books';
import type { MatchupRow } from '../../../server/matchups/types';

export const DAY_GAMES = 300;

const TEAMS = [
  'Atlanta Hawks',
  'Boston Celtics',
  'Brooklyn Nets',
  'Charlotte Hornets',
  'Chicago Bulls',
  'Cleveland Cavaliers',
  'Dallas Mavericks',
  'Denver Nuggets',
  'Detroit Pistons',
  'Golden State Warriors',
  'Houston Rockets',
  'Indiana Pacers',
  'Los Angeles Clippers',
  'Los Angeles Lakers',
  'Memphis Grizzlies',
  'Miami Heat',
  'Milwaukee Bucks',
  'Minnesota Timberwolves',
  'New Orleans Pelicans',
  'New York Knicks',
  'Oklahoma City Thunder',
  'Orlando Magic',
  'Philadelphia 76ers',
  'Phoenix Suns',
  'Portland Trail Blazers',
  'Sacramento Kings',
  'San Antonio Spurs',
  'Toronto Raptors',
  'Utah Jazz',
  'Washington Wizards',
];

const BOOKS = [
  ['pinnacle', 'Pinnacle', 0.025],
  ['draftkings', 'DraftKings', 0.05],
  ['fanduel', 'FanDuel', 0.052],
  ['betmgm', 'BetMGM', 0.054],
  ['caesars', 'Caesars', 0.055],
  ['betrivers', 'BetRivers', 0.056],
] as const;

const MODELS = [
  ['elo', 'Elo'],
  ['power', 'Power Ratings'],
  ['poisson', 'Poisson Scores'],
  ['lines', 'Line Movement'],
  ['market', 'Market (no-vig)'],
] as const;

/** A small deterministic generator (mulberry32), so the day is the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A chance as an American price with this margin shared over both sides. */
function american(p: number, hold: number): number {
  const q = p * (1 + hold);
  const price = q >= 0.5 ? -Math.round((100 * q) / (1 - q)) : Math.round((100 * (1 - q)) / q);
  return Math.abs(price) < 100 ? -100 : price;
}

export interface WireDay {
  /** The US Eastern date of every game. */
  day: string;
  rows: MatchupRow[];
  books: Map<string, BookOdds[]>;
  results: Map<string, AiResult[]>;
}

/** `count` games of `day` (yyyy-MM-dd), all before their start at `now`. */
export function wireDay(day = addDays(easternDate(new Date()), 2), count = DAY_GAMES): WireDay {
  const rand = random(20261127);
  const rows: MatchupRow[] = [];
  const books = new Map<string, BookOdds[]>();
  const results = new Map<string, AiResult[]>();
  // 12:00 to 23:59 Eastern (17:00 UTC on to 04:59 UTC the next day).
  const noon = Date.parse(`${day}T17:00:00Z`);
  for (let i = 0; i < count; i++) {
    const id = `demo-nba-${day}-${String(i).padStart(3, '0')}`;
    const home = TEAMS[i % TEAMS.length]!;
    const away = TEAMS[(i * 7 + 3) % TEAMS.length]!;
    const homeWin = 0.3 + rand() * 0.4;
    const spread = Math.round((0.5 - homeWin) * 30) + 0.5;
    const total = 210 + Math.round(rand() * 30) + 0.5;
    const startsAt = new Date(noon + Math.floor((i * 12 * 60) / count) * 60_000);
    const updatedAt = new Date(startsAt.getTime() - 3_600_000 + Math.floor(rand() * 600_000));
    const gameBooks: BookOdds[] = BOOKS.map(([book, title, hold]) => {
      const shade = (rand() - 0.5) * 0.02;
      return {
        book,
        title,
        awayMoneyLine: american(1 - homeWin - shade, hold),
        homeMoneyLine: american(homeWin + shade, hold),
        awaySpread: -spread,
        homeSpread: spread,
        awaySpreadPrice: american(0.5 - shade, hold),
        homeSpreadPrice: american(0.5 + shade, hold),
        totalPoints: total,
        overPrice: american(0.5 + shade, hold),
        underPrice: american(0.5 - shade, hold),
        updatedAt: updatedAt.toISOString(),
      };
    });
    const posted = gameBooks[1]!;
    rows.push({
      id,
      sport: 'nba',
      awayTeam: away,
      homeTeam: home,
      awayScore: null,
      homeScore: null,
      awayMoneyLine: posted.awayMoneyLine,
      homeMoneyLine: posted.homeMoneyLine,
      awaySpread: posted.awaySpread,
      homeSpread: posted.homeSpread,
      totalPoints: posted.totalPoints,
      homeSpreadPrice: posted.homeSpreadPrice,
      awaySpreadPrice: posted.awaySpreadPrice,
      overPrice: posted.overPrice,
      underPrice: posted.underPrice,
      startsAt,
      gameDate: day,
      status: 'NOTFINISHED',
      awayPitcher: null,
      homePitcher: null,
      period: null,
      clock: null,
      provider: 'demo',
      providerId: `nba-${day}-${i}`,
      season: 2027,
      neutral: false,
      createdAt: updatedAt,
      updatedAt,
    });
    books.set(id, gameBooks);
    results.set(
      id,
      MODELS.map(([promptId, name]) => {
        const ml = Math.min(0.9, Math.max(0.1, homeWin + (rand() - 0.5) * 0.12));
        const cover = 0.5 + (rand() - 0.5) * 0.16;
        const over = 0.5 + (rand() - 0.5) * 0.16;
        const homeScore = Math.round(total / 2 - spread / 2 + (rand() - 0.5) * 6);
        const awayScore = Math.round(total / 2 + spread / 2 + (rand() - 0.5) * 6);
        const winner = ml >= 0.5 ? 'Home' : 'Away';
        const side = (p: number) => (p >= 0.5 ? 'Home' : 'Away');
        return {
          matchupId: id,
          promptId,
          prompt: { id: promptId, name },
          predictedWinner: winner,
          confidence: Math.round(Math.max(ml, 1 - ml) * 1000) / 10,
          homeScore,
          awayScore,
          summary: `${name}: ${winner === 'Home' ? home : away} by ${String(Math.abs(homeScore - awayScore))}, ${String(homeScore + awayScore)} points in all.`,
          analysis:
            `${name} rates ${home} ${(homeWin * 100).toFixed(1)}% to beat ${away} at home, ` +
            `from their last twenty games and the rest days of both. It projects ${home} ` +
            `${String(homeScore)}, ${away} ${String(awayScore)}: a margin of ` +
            `${String(homeScore - awayScore)} against a spread of ${String(spread)} and ` +
            `${String(homeScore + awayScore)} points against a total of ${String(total)}. ` +
            `Its chances are calibrated on the seasons it did not see.`,
          markets: {
            moneyline: {
              pick: winner,
              probability: Math.round(Math.max(ml, 1 - ml) * 10_000) / 10_000,
              push: null,
              anchor: { model: Math.round(ml * 10_000) / 10_000, weight: 0.35 },
            },
            spread: {
              pick: side(cover),
              probability: Math.round(Math.max(cover, 1 - cover) * 10_000) / 10_000,
              push: 0.03,
              anchor: { model: Math.round(cover * 10_000) / 10_000, weight: 0.25 },
            },
            total: {
              pick: over >= 0.5 ? 'Over' : 'Under',
              probability: Math.round(Math.max(over, 1 - over) * 10_000) / 10_000,
              push: 0.02,
              anchor: { model: Math.round(over * 10_000) / 10_000, weight: 0.2 },
            },
          },
          createdAt: updatedAt.toISOString(),
        } satisfies AiResult;
      }),
    );
  }
  return { day, rows, books, results };
}
