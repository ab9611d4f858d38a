import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAuthState } from '@/features/auth/authSlice';
import { CSV_COLUMNS, betsCsv, csvCell } from '@domain/rules/betsCsv';
import { csvBetOf } from '@/features/account/profile/bets';
import { parseBets } from '@/features/account/profile/betsParse';
import { ProfilePage } from '@/features/account/profile/ProfilePage';
import { setDisplayLanguage } from '@/lib/formatInZone';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';
import { defaultSettings, mockFollowers, mockSettings } from './accountMocks';
import { BETS } from './profileFixtures';

const FOLLOWERS = [
  { id: 'f1', name: 'Marcus R.', since: '2026-10-02T15:00:00.000Z' },
  { id: 'f2', name: 'Alicia G.', since: '2026-09-12T15:00:00.000Z' },
  { id: 'f3', name: 'Priya S.', since: '2026-08-20T15:00:00.000Z' },
];

beforeEach(() => {
  mockSettings();
  mockFollowers(FOLLOWERS);
});

const signedIn = {
  auth: {
    ...initialAuthState,
    user: {
      userId: 'u1',
      email: 'sam@example.com',
      name: 'Sam Carter',
      role: 'Handicapper',
      accountType: '',
      subType: '',
    },
  },
};

function serveBets(body: Record<string, unknown>, status = 200) {
  server.use(http.get('*/api/bets', () => HttpResponse.json(body, { status })));
}

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { preloadedState: signedIn });
}

function tile(list: HTMLElement, label: string) {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Your Profile: Overview (docs/product.md §2)', () => {
  it('shows the user, an Edit Profile link to /settings and the summary computed from their bets', async () => {
    serveBets({ bets: BETS });
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Betting History',
      'Handicapper Stats',
      'Followers',
    ]);
    const info = await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(info).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(info).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(info).getByText('Handicapper')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings?tab=profile',
    );
    // The bankroll's link opens the Account tab at the Bet Tracker (unit size and bankroll).
    expect(
      within(screen.getByRole('region', { name: 'Bankroll' })).getByRole('link', {
        name: 'Unit Size & Bankroll',
      }),
    ).toHaveAttribute('href', '/settings?tab=account#bankroll');

    const summary = screen
      .getByRole('region', { name: 'Performance Summary' })
      .querySelector('dl')!;
    expect(tile(summary, 'Bets Placed')).toBe('4');
    expect(tile(summary, 'Win Rate')).toBe('50%');
    expect(tile(summary, 'ROI')).toBe('+50.0%');
    await within(summary).findByText('3');
    expect(tile(summary, 'Followers')).toBe('3');
    expect(within(summary).queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('shows an empty record, never sample figures, when the bets request fails (docs/product.md §7: an empty list)', async () => {
    serveBets({ title: 'boom' }, 500);
    const { user } = renderProfile();
    const summary = (
      await screen.findByRole('region', { name: 'Performance Summary' })
    ).querySelector('dl')!;
    expect(tile(summary, 'Bets Placed')).toBe('0');
    expect(within(summary).queryByText('Sample data')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    expect(screen.getByText(/No bets placed yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Picks' })).toHaveAttribute(
      'href',
      '/enter-picks',
    );
  });
});

describe('Your Profile: Betting History', () => {
  it('lists date, event, bet, odds, stake, result badge and profit/loss for each bet', async () => {
    serveBets({ bets: BETS });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Event', 'Bet', 'Odds', 'Stake', 'Result', 'Profit/Loss']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'Mar 11, 2025',
        'Lakers ML · Knicks -2.5 · Over 221.5',
        '3-leg parlay',
        '+596',
        '1u',
        'pending',
        '-',
      ],
      [
        'Mar 10, 2025',
        'Los Angeles Lakers @ Boston Celtics',
        'Lakers ML',
        '+150',
        '2u',
        'win',
        '+3.00u',
      ],
      [
        'Mar 8, 2025',
        'Los Angeles Lakers @ Boston Celtics',
        'Celtics -3.5',
        '-110',
        '1u',
        'loss',
        '-1.00u',
      ],
      ['Feb 19, 2025', 'Miami Heat @ New York Knicks', 'Over 220.5', '-110', '1u', 'push', '0.00u'],
    ]);
  });

  it('exports the history as CSV with the table’s texts, the book and the times in the account zone', () => {
    const csv = betsCsv(
      parseBets({ bets: BETS.map((b) => ({ ...b, book: 'DraftKings', price: 150 })) }).map(
        csvBetOf,
      ),
      'America/New_York',
    ).split('\n');
    expect(csv[0]).toBe(CSV_COLUMNS.join(','));
    expect(csv[0]).toContain(',Book,');
    expect(csv).toHaveLength(BETS.length + 2);
    expect(csv[2]).toBe(
      '2025-03-10T15:00:00-04:00,,Los Angeles Lakers @ Boston Celtics,Moneyline,Lakers ML,+150,DraftKings,2,win,3,,b1',
    );
  });

  it('neutralises fields a spreadsheet would run as formulas, keeping signed numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('-110')).toBe('-110');
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell('+150')).toBe('+150');
    expect(csvCell('Heat -3.5')).toBe('Heat -3.5');
  });

  it('has an Export CSV button over the table', async () => {
    serveBets({ bets: BETS });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('skips rows it cannot read and keeps the rest', async () => {
    serveBets({ bets: [{ id: 7 }, BETS[1]] });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});

describe('Your Profile: the bet tracker (docs/product.md §9 "Bet tracker")', () => {
  it('charts the bankroll from the starting bankroll, moving by money won at the unit size', async () => {
    mockSettings({ ...defaultSettings(), bankroll: { unitSize: 50, startingBankroll: 1000 } });
    serveBets({
      bets: BETS.map((b) => ({ ...b, gradedAt: b.status === 'pending' ? null : b.createdAt })),
    });
    renderProfile();
    const panel = await screen.findByRole('region', { name: 'Bankroll' });
    const tiles = panel.querySelector('dl')!;
    // +3u, -1u and a push at $50 a unit: +2u is +$100.
    await waitFor(() => expect(tile(tiles, 'Bankroll')).toBe('$1,100.00'));
    expect(tile(tiles, 'Money Won')).toBe('+$100.00');
    expect(tile(tiles, 'Units Won')).toBe('+2.00u');
    expect(tile(tiles, 'Unit Size')).toBe('$50.00');
    const chart = within(panel).getByRole('figure', { name: 'Bankroll over time' });
    expect(chart.textContent).toContain(
      'Bankroll $1,000.00 → $1,100.00 after 3 graded bets (+$100.00). Times in Eastern Time (America/New_York).',
    );
  });

  it('writes money and units in the account’s language (French here)', async () => {
    mockSettings({
      ...defaultSettings(),
      account: { ...defaultSettings().account, language: 'fr' },
      bankroll: { unitSize: 50, startingBankroll: 1000 },
    });
    serveBets({
      bets: BETS.map((b) => ({ ...b, gradedAt: b.status === 'pending' ? null : b.createdAt })),
    });
    try {
      renderProfile();
      const panel = await screen.findByRole('region', { name: 'Bankroll' });
      const tiles = panel.querySelector('dl')!;
      const usd = (n: number) =>
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(n);
      await waitFor(() => expect(tile(tiles, 'Bankroll')).toBe(usd(1100)));
      expect(tile(tiles, 'Units Won')).toBe('+2,00u');
    } finally {
      setDisplayLanguage('en');
    }
  });

  it('draws no $0 line for an empty bankroll: it says how the chart starts', async () => {
    mockSettings({ ...defaultSettings(), bankroll: { unitSize: 100, startingBankroll: 0 } });
    serveBets({ bets: [] });
    renderProfile();
    const panel = await screen.findByRole('region', { name: 'Bankroll' });
    const chart = await within(panel).findByRole('figure', { name: 'Bankroll over time' });
    expect(chart).toHaveTextContent(/No bankroll yet/);
    expect(chart.querySelector('[data-points]')).toBeNull();
  });

  it('shows each open bet’s games as they stand, and none for a graded bet', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const game = (id: string, over: Record<string, unknown>) => ({
      matchupId: id,
      sport: 'nba',
      awayTeam: `${id} Away`,
      homeTeam: `${id} Home`,
      status: 'NOTFINISHED',
      startsAt: later.toISOString(),
      period: null,
      clock: null,
      awayScore: null,
      homeScore: null,
      ...over,
    });
    serveBets({
      bets: BETS,
      games: [
        game('m1', {
          startsAt: '2025-03-11T18:00:00Z',
          period: 'Q3',
          clock: '4:12',
          awayScore: 55,
          homeScore: 60,
        }),
        game('m2', { status: 'FINAL', awayScore: 99, homeScore: 102 }),
        game('m3', {}),
      ],
    });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    const [parlay, win] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const start = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
    }).format(later);
    expect(parlay?.textContent).toContain('m1 Away @ m1 Home: Q3 4:12 · 55-60');
    expect(parlay?.textContent).toContain('m2 Away @ m2 Home: Final 99-102');
    expect(parlay?.textContent).toContain(`m3 Away @ m3 Home: Starts ${start},`);
    expect(win?.textContent).not.toContain('Q3');
  });

  it('imports a CSV and lists every bad row the server names', async () => {
    serveBets({ bets: BETS });
    let calls = 0;
    server.use(
      http.post('*/api/bets/import', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                detail: 'Nothing was imported: 2 of 4 rows could not be imported.',
                errors: {
                  'row 3': ['Odds must be American odds such as -110 or +150 (or empty)'],
                  'row 5': ['Result must be win (or won), loss (or lost), push or pending'],
                },
              },
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            )
          : HttpResponse.json({
              imported: 2,
              already: 1,
              message: '2 bets imported; 1 bet already in your history.',
            });
      }),
    );
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Betting History' }));
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    const file = new File([`${CSV_COLUMNS.join(',')}\n`], 'bets.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file to import'), file);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported: 2 of 4 rows could not be imported.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3: Odds must be American odds such as -110 or +150 (or empty)',
      'Row 5: Result must be win (or won), loss (or lost), push or pending',
    ]);
    await user.upload(screen.getByLabelText('CSV file to import'), file);
    expect(
      await screen.findByText('2 bets imported; 1 bet already in your history.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Your Profile: Handicapper Stats', () => {
  it('computes overall and by month from the bets, with no sample figures anywhere', async () => {
    serveBets({ bets: BETS });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Handicapper Stats' }));

    const overall = screen.getByRole('region', { name: 'Overall' });
    const tiles = overall.querySelector('dl')!;
    expect(tile(tiles, 'Record (W-L-P)')).toBe('1-1-1');
    expect(tile(tiles, 'Win Rate')).toBe('50%');
    expect(tile(tiles, 'Units')).toBe('+2.00u');
    expect(tile(tiles, 'ROI')).toBe('+50.0%');
    expect(within(overall).getByText('1 pending, not yet graded.')).toBeInTheDocument();
    expect(within(overall).queryByText('Sample data')).not.toBeInTheDocument();

    const byMonth = within(screen.getByRole('region', { name: 'By Month' })).getByRole('table');
    expect(
      within(byMonth)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      // Record, win rate, units, money at the $100 unit, ROI, mean CLV, beat the close.
      'March 20251-1-050%+2.00u+$200.00+66.7%+1.20 pts100%',
      'February 20250-0-1-0.00u$0.00+0.0%--',
    ]);
    const byMarket = within(screen.getByRole('region', { name: 'By Market' })).getAllByRole(
      'rowheader',
    );
    expect(byMarket.map((th) => th.textContent)).toEqual([
      'Moneyline',
      'Spread',
      'Total',
      'Parlay',
    ]);

    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('groups by sport when the bets say their sport', async () => {
    serveBets({ bets: BETS.map((bet, i) => ({ ...bet, sport: i % 2 ? 'nba' : 'nfl' })) });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Handicapper Stats' }));
    const bySport = screen.getByRole('region', { name: 'By Sport' });
    expect(within(bySport).queryByText('Sample data')).not.toBeInTheDocument();
    expect(
      within(bySport)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['NFL', 'NBA']);
  });
});

describe('Your Profile: Followers', () => {
  it('lists the capper’s subscribers from the server and searches them', async () => {
    serveBets({ bets: [] });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const marcus = within(list).getByRole('listitem', { name: 'Marcus R.' });
    expect(within(marcus).getByText('Subscriber since Oct 2, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search followers' }), 'PRIYA');
    expect(
      within(screen.getByRole('list', { name: 'Followers' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search followers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search followers' }), 'zzz');
    expect(screen.getByText('No followers match "zzz".')).toBeInTheDocument();
  });

  it('says who followers are when nobody subscribes', async () => {
    mockFollowers([]);
    serveBets({ bets: [] });
    const { user } = renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await screen.findByText(/Nobody subscribes to you yet/)).toBeInTheDocument();
  });
});
