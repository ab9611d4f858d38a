import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, easternToInstant } from '@domain/rules/dates';
import { server } from '../../mocks/server';
import { edgePick, edgePicksServer } from '../../mocks/edgePicks';
import { openMatchups, setViewportWidth, useHubMock } from './harness';
import { today } from './fixtures';

/** An instant of an Eastern day, as ISO text: 7 PM on the page's day unless told otherwise. */
const at = (date: string, minutes = 19 * 60) => easternToInstant(date, minutes)!.toISOString();

function dayPicks() {
  const day = today();
  const published = at(day, 10 * 60 + 5);
  return [
    edgePick({
      id: 'won',
      publishedAt: published,
      startsAt: at(day),
      result: 'won',
      units: 1.2,
      closingFair: 0.52,
      clv: 6.55,
    }),
    edgePick({
      id: 'open',
      publishedAt: published,
      startsAt: at(day, 21 * 60),
      market: 'spread',
      side: 'Away',
      point: 5.5,
      book: 'fanduel',
      bookTitle: 'FanDuel',
      price: -105,
      fairProbability: 0.54,
      edge: 0.0543,
      stake: 0.8,
    }),
    edgePick({
      id: 'lean',
      publishedAt: published,
      startsAt: at(day),
      market: 'total',
      side: 'Over',
      point: 221.5,
      book: 'betmgm',
      bookTitle: 'BetMGM',
      price: -110,
      fairProbability: 0.535,
      edge: 0.0214,
      label: 'Lean',
      stake: 0.3,
      result: 'lost',
      units: -1,
    }),
    // Another day's game: not on this page.
    edgePick({ id: 'yesterday', startsAt: at(addDays(day, -1)), result: 'lost', units: -1 }),
  ];
}

describe('AI Bets / Leans / Locks: the day’s published picks (docs/product.md "Edges")', () => {
  useHubMock();
  // The page is a lazy chunk: transform it once, before the first test's clock starts.
  beforeAll(() => import('@/features/matchups/MatchupsPage'), 60_000);
  // A visitor in Los Angeles, signed out: times read in the browser's zone, with the zone
  // (docs/product.md "Times and time zones"), on a desktop unless a test says otherwise.
  beforeEach(() => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/Los_Angeles' };
    });
    setViewportWidth(1440);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setViewportWidth(375);
  });

  it('lists each published pick as its card showed it, with the day’s record and the whole record one click away', async () => {
    const picks = edgePicksServer(dayPicks());
    server.use(picks.handler);
    const { user } = await openMatchups(`/matchups/nba/${today()}`);

    // AI Bets (the default tab): the two Bets of today's games, not yesterday's.
    const bets = await screen.findByRole('table', { name: 'AI Bets: Today' });
    expect(
      within(bets)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Published',
      'Matchup',
      'Market',
      'Pick',
      'Book',
      'Price',
      'Fair',
      'Edge',
      'Label',
      'Stake',
      'Result (1u)',
    ]);
    const rows = within(bets).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      '7:05 AM PST',
      'Los Angeles Lakers at Boston CelticsNBA · starts 4:00 PM PST',
      'Moneyline',
      'Boston Celtics',
      'DraftKings',
      '+120',
      '50.0%',
      '+10.0%',
      'Bet',
      '1.2u',
      'Won +1.20u',
    ]);
    expect(cells(1)).toEqual([
      '7:05 AM PST',
      'Los Angeles Lakers at Boston CelticsNBA · starts 6:00 PM PST',
      'Spread',
      'Los Angeles Lakers +5.5',
      'FanDuel',
      '-105',
      '54.0%',
      '+5.4%',
      'Bet',
      '0.8u',
      'Pending',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'AI Bets' });
    // The day's record, coloured by its ROI, and what one graded pick can tell: nothing yet.
    expect(within(panel).getByText(/Today: 2 published · 1-0-0 · \+1\.20u/)).toBeInTheDocument();
    expect(within(panel).getByText('ROI +120.0%')).toHaveClass('text-green-700');
    expect(
      within(panel).getByText('Only 1 graded pick: too few to tell skill from luck.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Demo')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'The whole record' })).toHaveAttribute(
      'href',
      '/ai-models#edgewise-picks',
    );
    // The page's day and sport, one request for the three tabs.
    const asked = picks.requests.map((q) => [q.get('date'), q.get('sport')]);
    expect(asked.at(-1)).toEqual([today(), 'nba']);

    await user.click(screen.getByRole('tab', { name: 'AI Leans' }));
    const leans = await screen.findByRole('table', { name: 'AI Leans: Today' });
    const lean = within(leans).getAllByRole('row').slice(1);
    expect(lean).toHaveLength(1);
    expect(within(lean[0]!).getByText('Over 221.5')).toBeInTheDocument();
    expect(within(lean[0]!).getByText('Lost -1.00u')).toHaveClass('text-red-700');
    expect(
      within(screen.getByRole('tabpanel', { name: 'AI Leans' })).getByText('ROI -100.0%'),
    ).toHaveClass('text-red-700');

    // No Lock was published today: the spec's empty state.
    await user.click(screen.getByRole('tab', { name: 'AI Locks' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'AI Locks' })).getByText(
        'No AI locks data available',
      ),
    ).toBeInTheDocument();
  });

  it('shows each pick as a list item on a 390 px phone, its start in the zone as the card reads it', async () => {
    setViewportWidth(390);
    const day = today();
    server.use(
      edgePicksServer([
        edgePick({ id: 'dawn', publishedAt: at(day, 5 * 60), startsAt: at(day, 6 * 60 + 25) }),
      ]).handler,
    );
    await openMatchups(`/matchups/nba/${day}`);
    const list = await screen.findByRole('list', { name: 'AI Bets: Today' });
    expect(screen.queryByRole('table', { name: 'AI Bets: Today' })).toBeNull();
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('starts 3:25 AM PST');
    expect(item).toHaveTextContent('Published 2:00 AM PST');
    expect(item).toHaveTextContent('+120 at DraftKings');
    expect(item).not.toHaveTextContent(/\b6:25 AM\b/);
  });

  it('shows another day’s picks under that day, and each tab’s empty state when none was published', async () => {
    const yesterday = addDays(today(), -1);
    server.use(edgePicksServer(dayPicks()).handler);
    const { user } = await openMatchups(`/matchups/nba/${yesterday}`);
    const bets = await screen.findByRole('table', { name: /^AI Bets: / });
    expect(within(bets).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(within(bets).getByText('Lost -1.00u')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AI Leans' }));
    expect(screen.getByText('No AI leans data available')).toBeInTheDocument();
  });
});
