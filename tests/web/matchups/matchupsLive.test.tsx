import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLOSED_TEXT, STALE_TEXT } from '@/features/matchups/components/StaleBanner';
import { server } from '../../mocks/server';
import { openMatchups, useHubMock } from './harness';
import { predictionsOf, result, slate, today } from './fixtures';

const card = (name: string) => screen.getByRole('article', { name });
const LAKERS = 'Los Angeles Lakers at Boston Celtics';
const NUGGETS = 'Denver Nuggets at Phoenix Suns';

describe('Matchups page, live', { timeout: 30_000 }, () => {
  const hubMock = useHubMock();

  it('changes exactly the pushed game when a score update arrives', async () => {
    await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole('article', { name: LAKERS });
    expect(within(card(LAKERS)).getByLabelText('Boston Celtics score')).toHaveTextContent('50');
    // The card is whole once its prices take bets (the slip's price button loads on its own).
    await within(card(NUGGETS)).findAllByRole('button', { name: /to bet slip$/ });
    const before = card(NUGGETS).innerHTML;
    act(() =>
      hubMock.mock.push('ReceiveSportMatchupUpdate', {
        id: 'g-live',
        sport: 'nba',
        awayScore: 51,
        homeScore: 55,
      }),
    );
    await waitFor(() =>
      expect(within(card(LAKERS)).getByLabelText('Boston Celtics score')).toHaveTextContent('55'),
    );
    expect(within(card(LAKERS)).getByLabelText('Los Angeles Lakers score')).toHaveTextContent('51');
    // Everything else about the game and every other game is untouched.
    expect(within(card(LAKERS)).getByText('In Progress')).toBeInTheDocument();
    expect(card(NUGGETS).innerHTML).toBe(before);
  });

  it('moves a game to the end with its ENDED badge when it finishes', async () => {
    await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole('article', { name: LAKERS });
    act(() =>
      hubMock.mock.push('ReceiveMatchupUpdate', { id: 'g-live', sport: 'nba', status: 'Final' }),
    );
    await waitFor(() => expect(within(card(LAKERS)).getByText('ENDED')).toBeInTheDocument());
    // The list's order follows the card's own update by one render (MatchupList).
    const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    await waitFor(() => expect(titles().at(-1)).toBe(LAKERS));
  });

  it("reads the models' results when the dialog opens, and again when a model's result is pushed", async () => {
    const early = slate().find((m) => m.id === 'g-early')!;
    server.use(predictionsOf([early]));
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole('article', { name: NUGGETS });
    await user.click(within(card(NUGGETS)).getByRole('button', { name: 'Models' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model Predictions' });
    const headers = () =>
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    await waitFor(() => expect(headers()).toEqual(['Prediction', 'Elo', 'Power Ratings', 'AVG']));
    // The server records two results (one model new, one replaced) and pushes them.
    const market = result('g-early', 'm3', 'Market', { predictedWinner: 'Away', confidence: 79 });
    const power = result('g-early', 'm2', 'Power Ratings', {
      predictedWinner: 'Away',
      confidence: 70,
    });
    server.use(predictionsOf([{ ...early, aiResults: [early.aiResults![0]!, power, market] }]));
    act(() => {
      hubMock.mock.push('ReceiveAiResultUpdate', market);
      hubMock.mock.push('ReceiveAiResultUpdate', power);
    });
    await waitFor(() =>
      expect(headers()).toEqual(['Prediction', 'Elo', 'Power Ratings', 'Market', 'AVG']),
    );
    expect(within(dialog).getByRole('row', { name: /Confidence/ })).toHaveTextContent(
      '78%70%79%76%',
    );
    // All three now pick Denver, so the badge shows and the AVG column is highlighted.
    expect(within(dialog).getByText('Models agree')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'AVG' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('toasts a lost connection and the reconnect, then asks for the list again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole('article', { name: LAKERS });
    const requests = hubMock.mock.invocations.filter((i) => i.target.startsWith('Request')).length;
    act(() => hubMock.mock.dropConnections());
    expect(
      await screen.findByText('Lost connection to server. Attempting to reconnect...'),
    ).toBeInTheDocument();
    // The games stay on screen under a stale-data banner until the hub is back.
    expect(screen.getByText(STALE_TEXT)).toBeInTheDocument();
    expect(
      await screen.findByText('Reconnected to server', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(STALE_TEXT)).not.toBeInTheDocument();
    await hubMock.mock.waitForInvocation('RequestMatchupsForDateAndSport', requests + 1);
    expect(
      hubMock.mock.invocations.filter((i) => i.target === 'JoinSportGroup' && i.args[0] === 'nba'),
    ).toHaveLength(2);
    expect(card(LAKERS)).toBeInTheDocument();
    error.mockRestore();
    warn.mockRestore();
  });

  it('tells the user to refresh after the fifth failed reconnect attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await openMatchups(`/matchups/nba/${today()}`);
      await screen.findByRole('article', { name: LAKERS });
      hubMock.mock.setAvailable(false);
      act(() => hubMock.mock.dropConnections());
      await screen.findByText('Lost connection to server. Attempting to reconnect...');
      for (const delay of [1000, 2000, 4000, 8000, 16000]) {
        expect(
          screen.queryByText('Unable to connect to server. Please refresh the page.'),
        ).not.toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(delay));
      }
      expect(
        await screen.findByText('Unable to connect to server. Please refresh the page.'),
      ).toBeInTheDocument();
      expect(screen.getByText(CLOSED_TEXT)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it('toasts a refused request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    hubMock.mock.onInvoke('RequestMatchupsForDateAndSport', () => {
      throw new Error('Unknown sport');
    });
    await openMatchups(`/matchups/nba/${today()}`);
    expect(
      await screen.findByText('Failed to load matchups. Please try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No matchups found for the selected sport and date.'),
    ).toBeInTheDocument();
    warn.mockRestore();
  });
});
