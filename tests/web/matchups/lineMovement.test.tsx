import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oddsHistory } from '@domain/rules/oddsHistory';
import type { OddsPoint } from '@domain/contracts/oddsHistory';
import { server } from '../../mocks/server';
import { openMatchups, setViewportWidth, useHubMock } from './harness';
import { today } from './fixtures';

const LAKERS = 'Los Angeles Lakers at Boston Celtics';

// The test DOM has no layout: give the chart container a size so recharts draws (as a browser would).
const measure = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 224 })
      : measure.call(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const point = (takenAt: string, over: Partial<OddsPoint>): OddsPoint => ({
  takenAt,
  awayMoneyLine: 140,
  homeMoneyLine: -160,
  awaySpread: 3.5,
  homeSpread: -3.5,
  totalPoints: 222.5,
  homeSpreadPrice: null,
  awaySpreadPrice: null,
  overPrice: null,
  underPrice: null,
  ...over,
});

// A game's line movement opens from its card; the table shows open → current.
describe('line movement', { timeout: 30_000 }, () => {
  useHubMock();
  afterEach(() => setViewportWidth(375));

  it("opens the game's chart with open, current and the move since open, fed by the API", async () => {
    setViewportWidth(1440);
    const asked: string[] = [];
    server.use(
      http.get('*/api/matchups/:id/odds-history', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(
          oddsHistory(String(params.id), [
            point('2026-11-24T15:00:00.000Z', {}),
            point('2026-11-24T20:00:00.000Z', {
              homeSpread: -4.5,
              awaySpread: 4.5,
              homeMoneyLine: -170,
              awayMoneyLine: 150,
              totalPoints: 224.5,
            }),
          ]),
        );
      }),
    );
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    const card = await screen.findByRole('article', { name: LAKERS }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line movement' });
    const table = await within(dialog).findByRole('table', { name: 'Open and current lines' });
    expect(asked).toEqual(['g-live']);
    const row = (name: string) => within(table).getByRole('row', { name }).textContent;
    expect(row('Boston Celtics spread')).toBe('Boston Celtics spread-3.5-4.5-1');
    expect(row('Boston Celtics ML')).toBe('Boston Celtics ML-160-170-10');
    expect(row('Total')).toBe('Total222.5224.5+2');
    // The chart is drawn per market once its library has loaded (recharts measures its box first).
    const chart = await within(dialog).findByRole('figure', { name: 'moneyline line over time' });
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    await user.click(within(dialog).getByRole('tab', { name: 'Spread' }));
    expect(
      await within(dialog).findByRole('figure', { name: 'spread line over time' }),
    ).toBeInTheDocument();
  });

  it('says so when a game has no line history yet', async () => {
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    const card = await screen.findByRole('article', { name: LAKERS }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line movement' });
    expect(await within(dialog).findByText('No data available')).toBeInTheDocument();
  });

  it('shows open → current for the spread in the table view', async () => {
    setViewportWidth(1440);
    localStorage.setItem('edgewise.matchups.view', 'table');
    server.use(
      http.get('*/api/matchups/opening-lines', () =>
        HttpResponse.json({
          spreads: [
            {
              matchupId: 'g-live',
              awaySpread: 3.5,
              homeSpread: -3.5,
              takenAt: '2026-11-24T15:00:00.000Z',
            },
            {
              matchupId: 'g-early',
              awaySpread: -2,
              homeSpread: 2,
              takenAt: '2026-11-24T15:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await openMatchups(`/matchups/nba/${today()}`);
    const table = await screen.findByRole('table', { name: 'Matchups' }, { timeout: 5000 });
    const spread = (name: string) =>
      within(within(table).getByRole('row', { name })).getByTestId('spread');
    await waitFor(() => expect(spread(LAKERS)).toHaveTextContent('+3.5 → +4.5-3.5 → -4.5'));
    // A spread that has not moved shows once.
    expect(spread('Denver Nuggets at Phoenix Suns')).toHaveTextContent(/^-2\+2$/);
  });
});
