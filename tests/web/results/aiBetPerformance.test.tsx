import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { EMPTY_PERFORMANCE, PERFORMANCE, performanceHandler } from './performanceFixtures';

// The test DOM has no layout: give the chart container a size so recharts draws (as a browser would).
const measure = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ x: 0, y: 0, width: 960, height: 288 })
      : measure.call(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openPage() {
  const view = renderRoute('/ai-bet-performance');
  await screen.findByRole('article', { name: 'Moneyline Model' }, { timeout: 10_000 });
  return view;
}

/** The units chart once drawn: recharts draws after measuring its container, a moment later. */
async function drawnChart(): Promise<HTMLElement> {
  const chart = screen.getByRole('figure', { name: 'Cumulative units over time' });
  await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
  return chart;
}

/** A card's stats as {label: value}. */
function cardStats(name: string): Record<string, string> {
  const card = screen.getByRole('article', { name });
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

// The chart's SVG makes role queries slow on a busy machine.
describe('AI Bet Performance (docs/product.md §2)', { timeout: 20_000 }, () => {
  it('shows the four model cards with the docs/product.md §3 summary fields', async () => {
    server.use(performanceHandler().handler);
    await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI Bet Performance' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Moneyline Model',
      'Spread Model',
      'Over Model',
      'Under Model',
    ]);
    // The headline is ROI, coloured by ROI; the win rate is a figure beside W-L-P, uncoloured.
    const moneyline = screen.getByRole('article', { name: 'Moneyline Model' });
    expect(within(moneyline).getByText('+12.5%')).toHaveClass('text-green-600');
    expect(cardStats('Moneyline Model')).toEqual({
      'Win Rate': '60.0%',
      'W-L-P': '24-16-0',
      Units: '+5.00u',
      'Total Bets': '40',
      'Avg Odds': '-125',
      'Best Sport': 'NBA',
    });
    const spread = screen.getByRole('article', { name: 'Spread Model' });
    expect(within(spread).getByText('-9.3%')).toHaveClass('text-red-600');
    expect(cardStats('Spread Model')).toMatchObject({
      'Win Rate': '46.7%',
      'W-L-P': '14-15-1',
      Units: '-2.80u',
      'Best Sport': 'NFL',
    });
    const under = screen.getByRole('article', { name: 'Under Model' });
    expect(within(under).getByText('No graded bets in this period')).toBeInTheDocument();
    // 60% of bets won, money lost: red, never green by its win rate.
    const over = screen.getByRole('article', { name: 'Over Model' });
    expect(within(over).getByText('-3.2%')).toHaveClass('text-red-600');
    expect(cardStats('Over Model')).toMatchObject({ 'Win Rate': '60.0%', Units: '-0.32u' });
    expect(cardStats('Under Model')).toEqual({
      'Win Rate': '—',
      'W-L-P': '0-0-0',
      Units: '0.00u',
      'Total Bets': '0',
      'Avg Odds': '—',
      'Best Sport': '—',
    });
  });

  it('says how many graded picks are imported history and how many are live', async () => {
    server.use(performanceHandler().handler);
    await openPage();
    expect(
      screen.getByText(
        'Record includes 75 picks replayed on imported historical games (each made from earlier games only) and 5 picks predicted live, before a real game started.',
      ),
    ).toBeInTheDocument();
  });

  it('gives every row its origin (Imported history, Demo or Live), shows the demo banner and links the Edgewise picks record', async () => {
    const demoBet = { ...PERFORMANCE.recentBets[0]!, id: 'b9', source: 'demo' as const };
    server.use(
      performanceHandler({
        ...PERFORMANCE,
        recentBets: [demoBet, ...PERFORMANCE.recentBets],
        sources: { live: 5, history: 75, demo: 4 },
      }).handler,
    );
    await openPage();
    expect(
      screen.getByText(
        'Record includes 75 picks replayed on imported historical games (each made from earlier games only) and 4 picks on games of the simulated demo feed, and 5 picks predicted live, before a real game started.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Demo')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(within(table).getAllByText('Imported history')).toHaveLength(2);
    expect(await screen.findByRole('note')).toHaveTextContent(/^Demo data:/);
    expect(screen.getByRole('link', { name: 'Edgewise picks record' })).toHaveAttribute(
      'href',
      '/ai-models#edgewise-picks',
    );
  });

  it('labels a record made only of imported history', async () => {
    server.use(
      performanceHandler({ ...PERFORMANCE, sources: { live: 0, history: 1, demo: 0 } }).handler,
    );
    await openPage();
    expect(
      screen.getByText(
        'Record includes 1 pick replayed on imported historical games (each made from earlier games only) and no live predictions on real games graded yet.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for all time and all sports first, then the chosen period', async () => {
    const { handler, calls } = performanceHandler();
    server.use(handler);
    const { user } = await openPage();
    const group = screen.getByRole('group', { name: 'Time period' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['7D', '30D', '90D', 'YTD', 'All']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls[0]!.get('period')).toBe('all');
    expect(calls[0]!.has('sport')).toBe(false);

    for (const [label, period] of [
      ['7D', '7d'],
      ['30D', '30d'],
      ['90D', '90d'],
      ['YTD', 'ytd'],
    ] as const) {
      await user.click(within(group).getByRole('button', { name: label }));
      expect(within(group).getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitFor(() => expect(calls.at(-1)!.get('period')).toBe(period));
    }
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks for the chosen sport', async () => {
    const { handler, calls } = performanceHandler();
    server.use(handler);
    const { user } = await openPage();
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Sports', 'NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL']);
    await user.selectOptions(sport, 'NHL');
    await waitFor(() => expect(calls.at(-1)!.get('sport')).toBe('nhl'));
    expect(calls.at(-1)!.get('period')).toBe('all');
  });

  it('draws cumulative units over time as a line chart, one line per bet type', async () => {
    server.use(performanceHandler().handler);
    await openPage();
    const chart = await drawnChart();
    expect(chart.querySelectorAll('.recharts-line-curve')).toHaveLength(4);
    const legend = Array.from(
      chart.querySelectorAll('.recharts-legend-item-text'),
      (e) => e.textContent,
    );
    expect(legend).toEqual(['Moneyline', 'Spread', 'Over', 'Under']);
    const ticks = Array.from(
      chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      (t) => t.textContent,
    );
    expect(ticks).toEqual(['Nov 20', 'Nov 21', 'Nov 22']);
    expect(within(chart).getByText(/^Units by Nov 22:/)).toHaveTextContent(
      'Units by Nov 22: Moneyline +5.00u, Spread -2.80u, Over -0.32u, Under 0.00u',
    );
  });

  it('names the year on the axis and in the caption when the series spans years', async () => {
    const series = [
      { date: '2009-02-09', moneyline: 1, spread: 0, over: 0, under: 0 },
      { date: '2016-04-09', moneyline: -40, spread: -20, over: 5, under: 2 },
      { date: '2025-06-22', moneyline: -485.3, spread: -484.82, over: -64.27, under: -89.82 },
    ];
    server.use(performanceHandler({ ...PERFORMANCE, series }).handler);
    await openPage();
    const chart = await drawnChart();
    const ticks = Array.from(
      chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      (t) => t.textContent,
    );
    expect(ticks).toEqual(['Feb 2009', 'Apr 2016', 'Jun 2025']);
    expect(within(chart).getByText(/^Units by /)).toHaveTextContent(
      'Units by Jun 22, 2025: Moneyline -485.30u, Spread -484.82u, Over -64.27u, Under -89.82u',
    );
  });

  it('lists the recent bets with their result, units and source', async () => {
    server.use(performanceHandler().handler);
    await openPage();
    const section = screen.getByRole('region', { name: 'Recent Bets' });
    const rows = within(section).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date',
      'Sport',
      'Matchup',
      'Model',
      'Bet Type',
      'Pick',
      'Odds',
      'Result',
      'Units',
      'Source',
    ]);
    const cells = rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      [
        'Nov 22',
        'NBA',
        'Boston Celtics @ Los Angeles Lakers',
        'Elo Ratings',
        'Moneyline',
        'Los Angeles Lakers ML',
        '+120',
        'Win',
        '+1.20u',
        'Live',
      ],
      [
        'Nov 21',
        'NFL',
        'Dallas Cowboys @ New York Giants',
        'Power Ratings',
        'Spread',
        'Dallas Cowboys -3.5',
        'assumed -110',
        'Loss',
        '-1.00u',
        'Imported history',
      ],
      [
        'Nov 20',
        'NFL',
        'Chicago Bears @ Green Bay Packers',
        'Power Ratings',
        'Spread',
        'Green Bay Packers -3',
        'assumed -110',
        'Push',
        '0.00u',
        'Imported history',
      ],
    ]);
    // Narrow screens get the same bets stacked (CSS picks one; the test DOM renders both).
    const stacked = within(within(section).getByRole('list', { name: 'Recent bets' })).getAllByRole(
      'listitem',
    );
    expect(stacked.map((li) => li.textContent)).toEqual([
      'Nov 22 · NBA · Elo RatingsWinBoston Celtics @ Los Angeles LakersMoneyline: Los Angeles Lakers ML (+120)+1.20uLive',
      'Nov 21 · NFL · Power RatingsLossDallas Cowboys @ New York GiantsSpread: Dallas Cowboys -3.5 (assumed -110)-1.00uImported history',
      'Nov 20 · NFL · Power RatingsPushChicago Bears @ Green Bay PackersSpread: Green Bay Packers -3 (assumed -110)0.00uImported history',
    ]);
  });

  it('opens and closes the model details dialog', async () => {
    server.use(performanceHandler().handler);
    const { user } = await openPage();
    const models = screen.getByRole('list', { name: 'AI models' });
    expect(within(models).getByRole('listitem', { name: 'Elo Ratings' })).toHaveTextContent(
      '7-4-1 · 58.3% · +1.22u',
    );
    // The record's title says what it counts (docs/product.md §2 "One name per record").
    expect(
      within(models).getByText('Elo Ratings — picks at price (AI Bet Performance)'),
    ).toBeInTheDocument();
    expect(within(models).getByRole('listitem', { name: 'Power Ratings' })).toHaveTextContent(
      'No graded bets',
    );

    await user.click(screen.getByRole('button', { name: 'Elo Ratings details' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Elo Ratings — picks at price (AI Bet Performance)',
    });
    expect(
      within(dialog).getByText('A margin-aware Elo rating for every team.'),
    ).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Model summary');
    const stats = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(stats).toEqual({
      'Win Rate': '58.3%',
      ROI: '+10.2%',
      Units: '+1.22u',
      'Total Bets': '12',
      'Avg Odds': '-108',
      'Best Sport': 'NBA',
    });
    expect(within(dialog).getByText('7-4-1, 58.3% win rate, +1.22 units')).toBeInTheDocument();
    const upcoming = within(dialog).getAllByRole('row')[1]!;
    expect(
      within(upcoming)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Nov 23',
      'Boston Celtics @ Los Angeles Lakers',
      'Los Angeles Lakers ML',
      '-150',
      'High',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Power Ratings details' }));
    const power = await screen.findByRole('dialog', {
      name: 'Power Ratings — picks at price (AI Bet Performance)',
    });
    expect(within(power).getByText('No upcoming predictions')).toBeInTheDocument();
    expect(within(power).getByText('No graded bets in this period')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows clear empty states when nothing is graded', async () => {
    server.use(performanceHandler(EMPTY_PERFORMANCE).handler);
    await openPage();
    expect(screen.queryByText(/^Record includes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    for (const name of ['Cumulative Units', 'AI Models', 'Recent Bets']) {
      expect(
        within(screen.getByRole('region', { name })).getByText('No data available'),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText('No graded bets in this period')).toHaveLength(4);
  });

  it('shows a loading text, then an error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    // The first answer waits until the loading text has been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/ai-performance', async () => {
        await released;
        return fail
          ? HttpResponse.json({ title: 'Down' }, { status: 503 })
          : HttpResponse.json(PERFORMANCE);
      }),
    );
    const { user } = renderRoute('/ai-bet-performance');
    expect(await screen.findByText('Loading performance...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load AI performance.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Moneyline Model' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
