import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@domain/rules/dates';
import { longDate } from '@domain/rules/display';
import { browserTimeZone, zoneAbbreviation } from '@/lib/formatInZone';
import { healthApi } from '@/features/matchups/healthApi';
import { server } from '../../mocks/server';
import { openMatchups, setViewportWidth, useHubMock } from './harness';
import { today } from './fixtures';

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Matchups' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('Matchups page', { timeout: 30_000 }, () => {
  const hubMock = useHubMock();
  afterEach(() => setViewportWidth(375));

  it("shows loading, then the day's games in the documented order with their badges", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    hubMock.mock.setAvailable(false);
    await openMatchups(`/matchups/nba/${today()}`);
    // Loading until connected: the first start fails, the retry 1 s later succeeds.
    expect(await screen.findByText('Loading matchups...')).toBeInTheDocument();
    hubMock.mock.setAvailable(true);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    warn.mockRestore();
    error.mockRestore();
    // Live first, then upcoming by time of day, then finished; every game is listed, the Knicks'
    // 62% lean too (docs/product.md §10: the slider hides picks, not games).
    expect(cardTitles()).toEqual([
      'Los Angeles Lakers at Boston Celtics',
      'Denver Nuggets at Phoenix Suns',
      'New York Knicks at Miami Heat',
      'Chicago Bulls at Brooklyn Nets',
    ]);
    const live = screen.getByRole('article', { name: 'Los Angeles Lakers at Boston Celtics' });
    expect(within(live).getByText('In Progress')).toHaveAttribute('data-state', 'live');
    // A live game shows its period and clock; an upcoming one does not.
    expect(within(live).getByLabelText('Game clock Q3 4:12')).toHaveTextContent('Q3 4:12');
    expect(
      within(
        screen.getByRole('article', { name: 'Denver Nuggets at Phoenix Suns' }),
      ).queryByLabelText(/Game clock/),
    ).not.toBeInTheDocument();
    const upcoming = screen.getByRole('article', { name: 'Denver Nuggets at Phoenix Suns' });
    // Signed out, the start reads in the browser's zone, labelled (docs/product.md).
    const zone = zoneAbbreviation(browserTimeZone());
    const starting = new RegExp(`^Starting @ \\d{1,2}:\\d{2} [AP]M ${zone}$`);
    expect(within(upcoming).getByText(starting)).toHaveAttribute('data-state', 'upcoming');
    expect(
      within(screen.getByRole('article', { name: 'Chicago Bulls at Brooklyn Nets' })).getByText(
        'ENDED',
      ),
    ).toBeInTheDocument();
    expect(hubMock.mock.invocations).toContainEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [today(), 'nba'],
    });
    expect(hubMock.mock.invocations).toContainEqual({ target: 'JoinSportGroup', args: ['nba'] });
  });

  it('the slider sets the AI picks shown, never the games; the team search narrows the games', async () => {
    await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    const card = (name: string) => screen.getByRole('article', { name });
    const slider = () => screen.getByRole('slider', { name: 'Minimum confidence' });
    expect(screen.getByText('Conf: 75%')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(4);
    // The Knicks' 62% pick is labelled (a 3% edge): the slider never hides a labelled pick.
    expect(within(card('New York Knicks at Miami Heat')).getByText('Lean')).toBeInTheDocument();
    expect(card('New York Knicks at Miami Heat')).not.toHaveTextContent('hidden');

    fireEvent.change(slider(), { target: { value: '60' } });
    expect(screen.getByText('Conf: 60%')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(4);
    expect(within(card('New York Knicks at Miami Heat')).getByText('Lean')).toBeInTheDocument();
    expect(card('New York Knicks at Miami Heat')).not.toHaveTextContent('hidden');

    fireEvent.change(slider(), { target: { value: '80' } });
    expect(cardTitles()).toHaveLength(4);
    // Boston's 81% money line stays labelled; its 77% spread pick goes.
    const lakers = card('Los Angeles Lakers at Boston Celtics');
    expect(within(lakers).getByText('Bet')).toBeInTheDocument();
    expect(lakers).not.toHaveTextContent('Boston Celtics ATS');
    expect(lakers).toHaveTextContent('1 AI pick below 80% hidden');
    // The Nuggets' 78% Over has a 4% edge, 2% at its low end: a Bet, kept whatever the slider says.
    expect(within(card('Denver Nuggets at Phoenix Suns')).getByText('Bet')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), {
      target: { value: 'BULLS' },
    });
    expect(cardTitles()).toEqual(['Chicago Bulls at Brooklyn Nets']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), {
      target: { value: 'zebras' },
    });
    expect(screen.getByText('No games match your team search.')).toBeInTheDocument();
    expect(
      screen.queryByText('No matchups found for the selected sport and date.'),
    ).not.toBeInTheDocument();
  });

  it('sorts by start time, by the biggest edge of the picks shown, or live first', async () => {
    await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('live');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Live first', 'Start time', 'Biggest edge']);
    fireEvent.change(sort, { target: { value: 'start' } });
    expect(cardTitles()).toEqual([
      'Chicago Bulls at Brooklyn Nets',
      'Los Angeles Lakers at Boston Celtics',
      'Denver Nuggets at Phoenix Suns',
      'New York Knicks at Miami Heat',
    ]);
    // Games not yet started by their biggest edge (the Nuggets' 4% total, the Knicks' 3%
    // money line); started games have nothing left to bet and follow, live first.
    fireEvent.change(sort, { target: { value: 'edge' } });
    expect(cardTitles()).toEqual([
      'Denver Nuggets at Phoenix Suns',
      'New York Knicks at Miami Heat',
      'Los Angeles Lakers at Boston Celtics',
      'Chicago Bulls at Brooklyn Nets',
    ]);
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum confidence' }), {
      target: { value: '60' },
    });
    expect(cardTitles().slice(0, 3)).toEqual([
      'Denver Nuggets at Phoenix Suns',
      'New York Knicks at Miami Heat',
      'Los Angeles Lakers at Boston Celtics',
    ]);
  });

  it('changes sport from the filter, re-requests, and updates the URL after the debounce', async () => {
    const { router } = await openMatchups(`/matchups?date=${today()}`);
    await screen.findByRole('article', { name: 'New York Rangers at Boston Bruins' });
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('all');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'nhl' } });
    // The URL waits 300 ms; the list is cleared and asked for again at once.
    expect(router.state.location.search).toBe(`?date=${today()}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/matchups/nhl/${today()}`));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardTitles()).toEqual(['New York Rangers at Boston Bruins']));
    expect(hubMock.mock.invocations).toContainEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [today(), 'nhl'],
    });
  });

  it('follows the URL: a new path sets the sport and date controls and requests that day', async () => {
    const { router } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    const tomorrow = addDays(today(), 1);
    await router.navigate(`/matchups/nhl/${tomorrow}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('nhl'));
    expect(
      screen.getByRole('button', { name: `Choose date, ${longDate(tomorrow)}` }),
    ).toBeInTheDocument();
    await hubMock.mock.waitForInvocation('RequestMatchupsForDateAndSport', 2);
    expect(hubMock.mock.invocations.at(-1)).toEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [tomorrow, 'nhl'],
    });
    expect(
      await screen.findByText('No matchups found for the selected sport and date.'),
    ).toBeInTheDocument();
  });

  it('moves the URL at once on a date change from the strip, the week arrows and the calendar', async () => {
    const { router, user } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    const strip = screen.getByRole('group', { name: 'Dates' });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(longDate(addDays(today(), -3)));
    expect(days[3]).toHaveAttribute('aria-pressed', 'true');
    await user.click(days[4]!);
    expect(router.state.location.pathname).toBe(`/matchups/nba/${addDays(today(), 1)}`);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.pathname).toBe(`/matchups/nba/${addDays(today(), 8)}`);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(router.state.location.pathname).toBe(`/matchups/nba/${addDays(today(), -6)}`);

    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const target = `${addMonth(addDays(today(), -6))}-15`;
    await user.click(within(dialog).getByRole('button', { name: longDate(target) }));
    expect(router.state.location.pathname).toBe(`/matchups/nba/${target}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to today for an invalid date and rewrites the URL', async () => {
    const { router } = await openMatchups('/matchups/nba/2025-02-30');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/matchups/nba/${today()}`));
    expect(
      screen.getByRole('button', { name: `Choose date, ${longDate(today())}` }),
    ).toBeInTheDocument();
  });

  it('lists every sport in the filter, NCAAF and NCAAB included, and reaches NCAAF from the URL', async () => {
    await openMatchups(`/matchups/ncaaf/${today()}`);
    const select = screen.getByRole('combobox', { name: 'Sport' });
    await waitFor(() => expect(select).toHaveValue('ncaaf'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Sports', 'NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL']);
    await hubMock.mock.waitForInvocation('RequestMatchupsForDateAndSport');
    expect(hubMock.mock.invocations).toContainEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [today(), 'ncaaf'],
    });
  });

  it('switches to the table view, keeps the choice, and shows the documented columns when wide', async () => {
    setViewportWidth(1440);
    const { user, unmount } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Matchups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['DATE/TIME', 'MATCHUP', 'SCORE', 'ML', 'SPREAD', 'TOTAL', 'AI PICK']);
    expect(
      within(
        within(table).getByRole('row', { name: 'Los Angeles Lakers at Boston Celtics' }),
      ).getByLabelText('Game clock Q3 4:12'),
    ).toBeInTheDocument();
    const finished = within(table).getByRole('row', { name: 'Chicago Bulls at Brooklyn Nets' });
    expect(within(finished).getByText('FINAL')).toBeInTheDocument();
    expect(within(finished).getByText('99 - 101')).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Chicago Bulls at Brooklyn Nets' }),
    ).toHaveTextContent('No consensus available');
    expect(localStorage.getItem('edgewise.matchups.view')).toBe('table');
    unmount();
    await openMatchups(`/matchups/nba/${today()}`);
    expect(await screen.findByRole('table', { name: 'Matchups' })).toBeInTheDocument();
  });

  it('shows the table view as list cards on a narrow screen', async () => {
    localStorage.setItem('edgewise.matchups.view', 'table');
    await openMatchups(`/matchups/nba/${today()}`);
    const item = await screen.findByRole('listitem', { name: 'Chicago Bulls at Brooklyn Nets' });
    expect(within(item).getByText('FINAL')).toBeInTheDocument();
    expect(within(item).getByText('SCORE')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Matchups' })).not.toBeInTheDocument();
  });

  it('shows the demo-data notice when the server runs the demo feed', async () => {
    await openMatchups(`/matchups/nba/${today()}`);
    expect(await screen.findByRole('note')).toHaveTextContent('Demo data');
  });

  it('shows no demo-data notice when the server runs a real feed', async () => {
    let asked = false;
    server.use(
      http.get('*/api/health', () => {
        asked = true;
        return HttpResponse.json({
          status: 'ok',
          db: 'ok',
          dbKind: 'pglite',
          backplane: 'memory',
          demo: false,
        });
      }),
    );
    const { store } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(asked).toBe(true));
    // Judged once the answer is in the store (and so on screen).
    await waitFor(() =>
      expect(healthApi.endpoints.getHealth.select(undefined)(store.getState()).status).toBe(
        'fulfilled',
      ),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

function addMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
