import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { CARDS_VIRTUALIZE_AFTER } from '@/features/matchups/components/GameCardGrid';
import { VIRTUALIZE_AFTER } from '@/features/matchups/components/MatchupTable';
import { openMatchups, setViewportWidth, useHubMock } from './harness';
import { slate, today } from './fixtures';

// Every status badge render, by matchup id: the badge sits in every card, row and list card.
const badgeRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/features/matchups/components/StatusBadge', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@/features/matchups/components/StatusBadge')>();
  return {
    StatusBadge(props: Parameters<typeof original.StatusBadge>[0]) {
      badgeRenders.set(props.matchup.id, (badgeRenders.get(props.matchup.id) ?? 0) + 1);
      return original.StatusBadge(props);
    },
  };
});

const LAKERS = 'Los Angeles Lakers at Boston Celtics';

/** Waits for the first list and the 500 ms loading hide, then forgets the renders so far. */
async function settle(store: { getState: () => { matchups: { loading: boolean } } }) {
  await waitFor(() => expect(store.getState().matchups.loading).toBe(false));
  badgeRenders.clear();
}

describe('one pushed update re-renders one game', { timeout: 30_000 }, () => {
  const hubMock = useHubMock();
  // A frozen clock, so the page's minute tick cannot re-render every game mid-test.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    setViewportWidth(375);
  });

  const pushScore = () =>
    act(() =>
      hubMock.mock.push('ReceiveSportMatchupUpdate', {
        id: 'g-live',
        sport: 'nba',
        awayScore: 60,
        homeScore: 64,
      }),
    );

  it('in the card view', async () => {
    const { store } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole('article', { name: LAKERS });
    await settle(store);
    pushScore();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: LAKERS })).getByLabelText(
          'Boston Celtics score',
        ),
      ).toHaveTextContent('64'),
    );
    expect([...badgeRenders.keys()]).toEqual(['g-live']);
  });

  it('in the table view', async () => {
    setViewportWidth(1440);
    localStorage.setItem('edgewise.matchups.view', 'table');
    const { store } = await openMatchups(`/matchups/nba/${today()}`);
    const table = await screen.findByRole('table', { name: 'Matchups' });
    await within(table).findByRole('row', { name: LAKERS });
    await settle(store);
    pushScore();
    await waitFor(() =>
      expect(
        within(within(table).getByRole('row', { name: LAKERS })).getByTestId('score'),
      ).toHaveTextContent('60 - 64'),
    );
    expect([...badgeRenders.keys()]).toEqual(['g-live']);
  });
});

/** `count` upcoming NBA games today, each with its own teams. */
function manyGames(count: number): Matchup[] {
  const [template] = slate().filter((m) => m.id === 'g-nhl');
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return {
      ...template!,
      id: `many-${n}`,
      sport: 'nba',
      awayTeam: `Away ${n}`,
      homeTeam: `Home ${n}`,
    };
  });
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-label'));

describe('the table past 100 rows', { timeout: 30_000 }, () => {
  let games = manyGames(VIRTUALIZE_AFTER);
  useHubMock(() => games);
  beforeEach(() => {
    setViewportWidth(1440);
    localStorage.setItem('edgewise.matchups.view', 'table');
  });
  afterEach(() => setViewportWidth(375));

  it('renders every row up to 100 games', async () => {
    games = manyGames(VIRTUALIZE_AFTER);
    await openMatchups(`/matchups/nba/${today()}`);
    // A hundred rows take seconds to draw in the test DOM on a busy machine.
    const table = await screen.findByRole('table', { name: 'Matchups' }, { timeout: 20_000 });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(VIRTUALIZE_AFTER), {
      timeout: 20_000,
    });
  });

  it('renders only a window of rows past 100, with spacers for the rest, and follows the scroll', async () => {
    // The test DOM lays nothing out: give the scroll box a 600 px viewport.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    games = manyGames(VIRTUALIZE_AFTER + 50);
    await openMatchups(`/matchups/nba/${today()}`);
    // The virtualized table loads with the first long day; its first rows show meanwhile.
    const shown = () => screen.getByRole('table', { name: 'Matchups' });
    await waitFor(() => expect(shown().querySelector('tbody tr[aria-hidden]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const table = shown();
    await within(table).findByRole('row', { name: 'Away 001 at Home 001' });
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(
      within(table).queryByRole('row', { name: 'Away 150 at Home 150' }),
    ).not.toBeInTheDocument();
    // The rows not drawn still take their height, so the scroll bar is right.
    const spacer = () =>
      [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-hidden]')].map((r) =>
        Number.parseInt(r.style.height, 10),
      );
    expect(spacer()[0]).toBeGreaterThan(100 * 88);

    const box = table.parentElement!;
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 140 * 88 });
    fireEvent.scroll(box);
    await within(table).findByRole('row', { name: 'Away 150 at Home 150' });
    expect(
      within(table).queryByRole('row', { name: 'Away 001 at Home 001' }),
    ).not.toBeInTheDocument();
    expect(bodyRows(table).length).toBeLessThan(30);
    height.mockRestore();
  });
});

describe('the game cards past 16 games', { timeout: 30_000 }, () => {
  let games = manyGames(50);
  useHubMock(() => games);
  beforeEach(() => {
    setViewportWidth(1440);
    localStorage.setItem('edgewise.matchups.view', 'card');
  });
  afterEach(() => setViewportWidth(375));

  it('draws every card up to 16 games', async () => {
    games = manyGames(CARDS_VIRTUALIZE_AFTER);
    await openMatchups(`/matchups/nba/${today()}`);
    const list = await screen.findByRole('list', { name: 'Matchups' }, { timeout: 20_000 });
    await waitFor(() =>
      expect(within(list).getAllByRole('article')).toHaveLength(CARDS_VIRTUALIZE_AFTER),
    );
    expect(list.style.height).toBe('');
  });

  it('renders only the rows of cards near the viewport and takes the height of all', async () => {
    games = manyGames(50);
    await openMatchups(`/matchups/nba/${today()}`);
    // The virtualized grid loads with the first long day; its first cards show meanwhile.
    const shown = () => screen.getByRole('list', { name: 'Matchups' });
    await waitFor(() => expect(Number.parseInt(shown().style.height, 10)).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const list = shown();
    await within(list).findByRole('article', { name: 'Away 001 at Home 001' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(30);
    expect(
      within(list).queryByRole('article', { name: 'Away 050 at Home 050' }),
    ).not.toBeInTheDocument();
    // Every row not drawn still counts in the list's height (440 px a row before it is measured).
    expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan(20 * 440);
  });
});
