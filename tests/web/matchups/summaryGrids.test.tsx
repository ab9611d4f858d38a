import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
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
  // The page is a lazy chunk: transform it once, before the first test's clock starts.
  beforeAll(() => import('@/features/matchups/MatchupsPage'), 60_000);

  it('shows the sample Expert Cappers grid: four cards, the win rate uncoloured, and the View Games dialog', async () => {
    const { user } = await openMatchups(`/matchups/nba/${today()}`);
    await screen.findByRole(
      'article',
      { name: 'Utah Jazz at Dallas Mavericks' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('tab', { name: 'Expert Cappers' }));
    const cappers = screen.getByRole('tabpanel', { name: 'Expert Cappers' });
    const cards = within(cappers).getAllByRole('region');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Moneyline',
      'Spread',
      'Over',
      'Under',
    ]);
    const moneyline = within(cappers).getByRole('region', { name: 'Expert Cappers Moneyline' });
    expect(moneyline).toHaveTextContent('2-1');
    // A win rate is never a colour: only ROI is (docs/product.md §9); these samples have none.
    const rate = within(moneyline).getByText('66.7%');
    expect(rate.className).not.toMatch(/green|red/);
    expect(within(cappers).getByText('Sample data')).toBeInTheDocument();

    await user.click(within(moneyline).getByRole('button', { name: 'View Games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expert Cappers: Moneyline' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game Time', 'Team/Bet', 'Confidence', 'Margin', 'Outcome']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Win',
      'Win',
      'Loss',
    ]);
    expect(within(dialog).getByTestId('view-games-body')).toHaveClass('max-h-[60vh]');
  });

  it('shows the handicappers of /handicappers with the same records; Buy only on one that can be bought', async () => {
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
    // A sample capper cannot be subscribed: no Buy, a link to the profile.
    expect(within(panel).queryByRole('link', { name: /^Buy Mike Johnson/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'View Mike Johnson' })).toHaveAttribute(
      'href',
      '/handicappers/mike-johnson',
    );
    expect(within(panel).getByRole('link', { name: 'Buy Rae Rookie $24.99' })).toHaveAttribute(
      'href',
      '/handicappers/u-rae',
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
