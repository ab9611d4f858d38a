import { easternToInstant } from '@domain/rules/dates';
import type { Sport } from '@domain/rules/sports';
import type { ScheduledGame } from './schedule';

// The demo is alive at any hour: the games of a day keep their date, teams and
// order within their league, but their starts are spread evenly over the 24 hours of that Eastern
// day, the leagues taking turns. A day of a dozen games or more (any in-season day) thus has a
// game starting at least every two hours, shorter than any game: something is always in play,
// with games scheduled and final on either side of now. The Odds API feed keeps real start times.

/** The games of one Eastern date, restarted around the clock (same ids, same date). */
export function aroundTheClock(games: readonly ScheduledGame[]): ScheduledGame[] {
  const bySport = new Map<Sport, ScheduledGame[]>();
  for (const g of games) bySport.set(g.sport, [...(bySport.get(g.sport) ?? []), g]);
  const queues = [...bySport.values()]
    .map((list) =>
      [...list].sort(
        (a, b) =>
          a.startsAt.getTime() - b.startsAt.getTime() || a.providerId.localeCompare(b.providerId),
      ),
    )
    .sort((a, b) => b.length - a.length || (a[0]?.sport ?? '').localeCompare(b[0]?.sport ?? ''));
  // Leagues take turns, so each one's games are spread over the whole day too.
  const order: ScheduledGame[] = [];
  for (let round = 0; order.length < games.length; round++) {
    for (const q of queues) {
      const g = q[round];
      if (g) order.push(g);
    }
  }
  const spacing = 1440 / Math.max(1, order.length);
  return order.map((g, k) => {
    const minutes = Math.min(1435, Math.round(((k + 0.5) * spacing) / 5) * 5);
    return { ...g, startsAt: easternToInstant(g.date, minutes) ?? g.startsAt };
  });
}
