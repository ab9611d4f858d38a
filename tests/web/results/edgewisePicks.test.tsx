import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { edgeRecord } from '@domain/pricing/edgeRecord';
import { LABEL_RECORD, labelRecordRow } from '@domain/pricing/labelRecord';
import type { EdgePick } from '@domain/contracts/edgePicks';
import { EdgewisePicks } from '@/features/results/models/EdgewisePicks';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';

const pick = (over: Partial<EdgePick>): EdgePick => ({
  id: '1',
  publishedAt: '2026-11-25T18:00:00.000Z',
  matchupId: 'm1',
  sport: 'nba',
  awayTeam: 'Boston Celtics',
  homeTeam: 'Miami Heat',
  startsAt: '2026-11-26T00:00:00.000Z',
  market: 'moneyline',
  side: 'Home',
  point: null,
  book: 'fanduel',
  bookTitle: 'FanDuel',
  price: -130,
  fairProbability: 0.58,
  pushProbability: 0,
  edge: 0.026,
  label: 'Lean',
  stake: 0.5,
  origin: 'demo',
  result: 'won',
  units: 0.7692,
  closingFair: 0.6,
  clv: 3.48,
  clvEv: 0.06,
  ...over,
});

describe('Edgewise picks on /ai-models', () => {
  it('shows the graded record with its interval, says the sample is too small, and labels the demo', async () => {
    const picks = [pick({}), pick({ id: '2', result: 'lost', units: -1, clv: -1.2 })];
    server.use(
      http.get('*/api/edge-picks', () =>
        HttpResponse.json({
          picks,
          summary: edgeRecord('all', picks),
          byLabel: [edgeRecord('Lean', picks)],
          bySport: [],
          byMarket: [],
          open: 0,
          tooSmall: true,
          demo: true,
        }),
      ),
    );
    renderWithProviders(<EdgewisePicks />);
    expect(
      await screen.findByText(/Only 2 graded picks: too few to tell skill from luck/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Demo: built on the simulated feed’s games and books, its finished history/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Edgewise picks record' });
    const all = within(table).getByRole('row', { name: /All picks/ });
    expect(all).toHaveTextContent('1-1-0');
    expect(all).toHaveTextContent('−0.2u');
    expect(all).toHaveTextContent('+1.1 pts');
  });

  it('shows how each label has done on real prices, by price band, and how sure that can be', () => {
    server.use(http.get('*/api/edge-picks', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<EdgewisePicks />);
    const section = screen.getByRole('region', { name: 'How labels have done on real prices' });
    expect(section).toHaveAttribute('id', 'label-record');
    expect(
      within(section).getByText(new RegExp(LABEL_RECORD.source.slice(0, 30))),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Label record on real prices' });
    const bet = labelRecordRow('Bet');
    if (!bet) throw new Error('no Bet row in the stored record');
    const row = within(table).getByRole('row', { name: /^Bet all prices/ });
    expect(row).toHaveTextContent(String(bet.bets));
    expect(row).toHaveTextContent(`±${bet.interval.toFixed(1)}`);
    expect(row).toHaveTextContent(`of ${bet.staked.toFixed(1)}u`);
    for (const band of ['favourites', '+100 to +250', 'longer'])
      expect(
        within(table).getByRole('row', { name: (name) => name.startsWith(`Bet ${band}`) }),
      ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^All labels all prices/ })).toBeInTheDocument();
    expect(
      within(section).getByText(/two seasons of real NFL prices cannot confirm a small edge/),
    ).toBeInTheDocument();
  });
});
