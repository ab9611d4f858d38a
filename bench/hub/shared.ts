// What the bench parent and its server children agree on.

/**
 * `ws`: the usual loop (`JSON.stringify` once, `ws.send` per member). `wsfair`: one pre-built
 * WebSocket frame written to every member's socket, corked for the event-loop turn. `hubredis`:
 * our hub over the Redis backplane (one of two instances); `hubmsgpack`: our hub, its clients
 * speaking the MessagePack hub protocol.
 */
export type ServerKind =
  'hub' | 'hubmsgpack' | 'ws' | 'wsfair' | 'socketio' | 'hubredis' | 'hubflood';
/** The protocol a kind's clients speak (`hubmsgpack`: our hub, MessagePack clients). */
export type WireKind = 'hub' | 'hubmsgpack' | 'ws' | 'socketio';
export const wireOf = (kind: ServerKind): WireKind =>
  kind === 'hubredis' || kind === 'hubflood' ? 'hub' : kind === 'wsfair' ? 'ws' : kind;
export const BENCH_HUB_PATH = '/hubs/bench';
export const SPORTS = ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'] as const;

export type ToServer =
  | { cmd: 'memory' }
  | { cmd: 'cpu' }
  | { cmd: 'rate'; perSecond: number; seconds: number }
  | { cmd: 'burst'; count: number };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const clock = (): number => performance.timeOrigin + performance.now();

/** A matchup-sized update (about 400 bytes) stamped with its send time. */
export function makePayload(sport: string, seq: number): object {
  return {
    sentAt: clock(),
    seq,
    id: `${sport}-${seq % 40}`,
    sport,
    homeTeam: 'Kansas City Chiefs',
    awayTeam: 'Buffalo Bills',
    status: 'InProgress',
    homeScore: 17 + (seq % 7),
    awayScore: 14 + (seq % 5),
    odds: {
      moneyline: { home: -145, away: 125 },
      spread: { home: -2.5, homePrice: -110, away: 2.5, awayPrice: -110 },
      total: { line: 47.5, over: -108, under: -112 },
    },
    startsAt: '2026-11-22T18:00:00Z',
    updatedAt: '2026-11-22T19:12:44Z',
  };
}

/**
 * A busy day's list as RequestMatchupsForDate answers it (about 250 KB as JSON, the size the
 * flood was found with): `games` matchups, each with a dozen books' lines.
 */
export function makeDay(games = 110): object[] {
  return Array.from({ length: games }, (_, i) => ({
    id: `day-${i}`,
    sport: SPORTS[i % SPORTS.length],
    awayTeam: 'Buffalo Bills',
    homeTeam: 'Kansas City Chiefs',
    awayScore: null,
    homeScore: null,
    date: '2026-11-22',
    time: '8:20 PM',
    startsAt: '2026-11-23T01:20:00.000Z',
    status: 'Scheduled',
    books: Array.from({ length: 12 }, (_, b) => ({
      book: `book${b}`,
      title: `Sportsbook ${b}`,
      awayMoneyLine: 125 + b,
      homeMoneyLine: -145 - b,
      awaySpread: 2.5,
      homeSpread: -2.5,
      awaySpreadPrice: -110,
      homeSpreadPrice: -110,
      totalPoints: 47.5,
      overPrice: -108,
      underPrice: -112,
      lastUpdate: '2026-11-22T19:12:44.000Z',
    })),
  }));
}
