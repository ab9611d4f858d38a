import { act, screen } from '@testing-library/react';
import { packDay } from '@domain/contracts/dayTable';
import toast from 'react-hot-toast';
import { afterEach, beforeEach } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { hub } from '@/lib/hub/hubService';
import { renderRoute } from '../render';
import { server } from '../../mocks/server';
import { createSignalRMock, type SignalRMock } from '../../mocks/signalr';
import { slate } from './fixtures';

/** A SignalR mock that answers the two request methods from a list of games. */
export function useHubMock(games: () => Matchup[] = () => slate()) {
  const ctx = { mock: undefined as unknown as SignalRMock };
  beforeEach(() => {
    const mock = createSignalRMock();
    const answer = (date: unknown, sport?: unknown) => {
      const list = games().filter(
        (g) => g.date === date && (sport === undefined || g.sport === sport),
      );
      // The day's answer is a table (docs/hub.md "A day's answer").
      mock.push('ReceiveSportMatchupsUpdate', packDay(list));
      return null;
    };
    mock.onInvoke('RequestMatchupsForDate', ([date]) => answer(date));
    mock.onInvoke('RequestMatchupsForDateAndSport', ([date, sport]) => answer(date, sport));
    server.use(...mock.handlers);
    hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
    ctx.mock = mock;
  });
  afterEach(async () => {
    await act(() => hub.stop());
    toast.remove();
  });
  return ctx;
}

/** Renders the route and waits until the page is on screen. */
export async function openMatchups(path: string) {
  const rendered = renderRoute(path);
  // The page is a lazy chunk; the first import can be slow on a busy machine.
  await screen.findByRole('heading', { name: 'Matchups' }, { timeout: 15_000 });
  return rendered;
}

/** Pretends the viewport is at least `width` px wide for min-width media queries. */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
