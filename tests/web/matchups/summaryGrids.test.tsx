import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Matchup } from '@/domain/matchup';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { rookieCapper, sampleCapper } from '../handicappers/fixtures';
import { openMatchups, useHubMock } from './harness';
import { slate, today } from './fixtures';

/** Two finished games with Lock picks (one won, one lost) on top of the usual slate. */
function gradedSlate(): Matchup[] {
  const date = today();
  const base = {
    sport: 'nba',
    date,
    status: 'FINAL',
    aiResults: [],
    awaySpread: 3,
    homeSpread: -3,
    totalPoints: 220,
  };
  return [
    ...slate(date),
    {
      ...base,
      id: 'g-won',
      awayTeam: 'Utah Jazz',
      homeTeam: 'Dallas Mavericks',
      awayScore: 90,
      homeScore: 120,
      time: '3:00 PM',
      aiConsensus: { moneyline: { pick: 'Home', recommendation: 'Lock', confidence: 91 } },
    },
    {
      ...base,
      id: 'g-lost',
      awayTeam: 'Orlando Magic',
      homeTeam: 'Detroit Pistons',
      awayScore: 110,
      homeScore: 100,
      time: '4:00 PM',
      aiConsensus: { moneyline: { pick: 'Home', recommendation: 'Lock', confidence: 88 } },
    },
  ];
}

describe('summary grids', { timeout: 30_000 }, () => {
  useHubMock(gradedSlate);

  it('shows four cards per AI group with records, empty states and the View Games dialog', async () => {
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Utah Jazz at Dallas Mavericks' },
      { timeout: 5000 },
    );

    // AI Bets (default tab): Boston's moneyline Bet and spread 2 (= Bet), both still pending.
    const bets = screen.getByRole('tabpanel', { name: 'AI Bets' });
    const betCards = within(bets).getAllByRole('region');
    expect(betCards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Moneyline',
      'Spread',
      'Over',
      'Under',
    ]);
    const betsMoneyline = within(bets).getByRole('region', { name: 'AI Bets Moneyline' });
    expect(betsMoneyline).toHaveTextContent('1 picks');
    expect(within(betsMoneyline).getByText('No concluded games')).toBeInTheDocument();
    // A bet type with no picks still has its dialog, which says there is nothing to show.
    await user.click(
      within(within(bets).getByRole('region', { name: 'AI Bets Under' })).getByRole('button', {
        name: 'View Games',
      }),
    );
    const empty = await screen.findByRole('dialog', { name: 'AI Bets: Under' });
    expect(within(empty).getByText('No data available')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // AI Locks: one win and one loss, 50% is not above 50 so it is red; the other types have none.
    await user.click(screen.getByRole('tab', { name: 'AI Locks' }));
    const locks = screen.getByRole('tabpanel', { name: 'AI Locks' });
    const lockMoneyline = within(locks).getByRole('region', { name: 'AI Locks Moneyline' });
    expect(within(lockMoneyline).getByText('1-1')).toBeInTheDocument();
    expect(within(lockMoneyline).getByText('50%')).toHaveClass('text-red-600');
    expect(
      within(within(locks).getByRole('region', { name: 'AI Locks Spread' })).getByText(
        'No locks available for this bet type',
      ),
    ).toBeInTheDocument();

    await user.click(within(lockMoneyline).getByRole('button', { name: 'View Games' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Locks: Moneyline' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game Time', 'Team/Bet', 'Confidence', 'Margin', 'Outcome']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['91%', '88%']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Win',
      'Loss',
    ]);
    expect(within(dialog).getByTestId('view-games-body')).toHaveClass('max-h-[60vh]');
    await user.keyboard('{Escape}');

    // AI Leans: Denver-Phoenix Over (78%) and the Knicks' 62% lean: labelled picks stay whatever
    // the slider says (docs/product.md §10).
    await user.click(screen.getByRole('tab', { name: 'AI Leans' }));
    const leans = screen.getByRole('tabpanel', { name: 'AI Leans' });
    expect(within(leans).getByRole('region', { name: 'AI Leans Over' })).toHaveTextContent(
      '1 picks',
    );
    expect(within(leans).getByRole('region', { name: 'AI Leans Moneyline' })).toHaveTextContent(
      '1 picks',
    );
    const games = screen.getAllByRole('article').length;
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum confidence' }), {
      target: { value: '80' },
    });
    expect(within(leans).getByRole('region', { name: 'AI Leans Over' })).toHaveTextContent(
      '1 picks',
    );
    expect(within(leans).getByRole('region', { name: 'AI Leans Moneyline' })).toHaveTextContent(
      '1 picks',
    );
    expect(screen.getAllByRole('article')).toHaveLength(games);
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum confidence' }), {
      target: { value: '75' },
    });

    // Expert Cappers: fixed sample cards.
    await user.click(screen.getByRole('tab', { name: 'Expert Cappers' }));
    const cappers = screen.getByRole('tabpanel', { name: 'Expert Cappers' });
    expect(within(cappers).getAllByRole('region')).toHaveLength(4);
    expect(
      within(cappers).getByRole('region', { name: 'Expert Cappers Moneyline' }),
    ).toHaveTextContent('2-1');
    expect(within(cappers).getByText('Sample data')).toBeInTheDocument();
  });

  it('shows the handicappers of /handicappers with the same records; Buy opens their page', async () => {
    server.use(
      http.get('*/api/handicappers', () =>
        HttpResponse.json({ handicappers: [sampleCapper, rookieCapper] }),
      ),
    );
    await openMatchups(`/matchups/nba/${today()}`);
    const panel = screen.getByRole('complementary', { name: 'Handicappers' });
    expect(within(panel).getByRole('heading', { name: 'Handicapper Records' })).toBeInTheDocument();
    expect(await within(panel).findByText('12-8-1')).toBeInTheDocument();
    expect(within(panel).getByText('+2.45u')).toBeInTheDocument();
    expect(within(panel).getByText('ROI +12.3%')).toBeInTheDocument();
    expect(within(panel).getAllByText('No graded picks yet').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('link', { name: 'Buy Mike Johnson $29.99' })).toHaveAttribute(
      'href',
      '/handicappers/mike-johnson',
    );
    // Sample handicappers are labelled as such.
    expect(within(panel).getAllByText('Sample handicappers')).toHaveLength(2);
  });
});

describe('summary grids with no AI picks', { timeout: 30_000 }, () => {
  useHubMock(() => slate().map((m) => ({ ...m, aiResults: [], aiConsensus: null })));

  it("shows each group's empty state", async () => {
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Los Angeles Lakers at Boston Celtics' },
      { timeout: 5000 },
    );
    expect(screen.getByText('No AI bets data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AI Locks' }));
    expect(screen.getByText('No AI locks data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AI Leans' }));
    expect(screen.getByText('No AI leans data available')).toBeInTheDocument();
    expect(screen.getAllByText('No consensus available').length).toBeGreaterThan(0);
  });
});
