import { QueryStatus } from '@reduxjs/toolkit/query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { NOW, ROWS, TODAY, totalResultsHandler } from './totalResultsFixtures';

/** Each body row as [label, 'W-L-P | rate | units · ROI | unpriced', ...]; an empty cell is its text. */
function tableRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [
      within(tr).getByRole('rowheader').textContent,
      ...within(tr)
        .getAllByRole('cell')
        .map((td) =>
          td.querySelector('span')
            ? Array.from(td.querySelectorAll('span'), (s) => s.textContent).join(' | ')
            : (td.textContent ?? ''),
        ),
    ]);
}

const UNPRICED = '1 unpriced (no posted price)';

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

async function openPage() {
  const view = renderRoute('/total-results');
  await screen.findByRole('table', {}, { timeout: 10_000 });
  return view;
}

/**
 * Waits for a condition without touching the clock: RTL's async helpers wait on setTimeout and
 * vi.waitFor advances fake timers, either of which would spoil a test that counts milliseconds.
 */
async function until(condition: () => boolean) {
  for (let i = 0; i < 2000 && !condition(); i += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(condition()).toBe(true);
}

beforeEach(() => {
  // Only the clock is fixed, so "Today" is TODAY; timers stay real unless a test says otherwise.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Total Results (docs/product.md §2, §9)', () => {
  it("asks for today's results for all sports and shows them By Model with the documented columns", async () => {
    const { handler, calls } = totalResultsHandler();
    server.use(handler);
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Total Results' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('date')).toBe(TODAY);
    expect(calls[0]!.has('sport')).toBe(false);
    expect(headers()).toEqual([
      'Model',
      'Moneyline Leans',
      'Spread Leans',
      'Over Leans',
      'Under Leans',
      'Bets',
      'Consensus Bets',
      'Razor Bets',
      'Total',
    ]);
    // Elo: nba + nhl summed. ML leans 4-1-1 (a push is neither): 4 / 5 = 80%; +1.5u over the 5
    // priced picks, the sixth unpriced and said so. Total = the four Leans columns + Bets: 9-7-1.
    // Each model's row says what it counts (docs/product.md §2 "One name per record").
    expect(tableRows()).toEqual([
      [
        'Elo Ratings — leans and bets, today',
        `4-1-1 | 80.0% | +1.5u · ROI +30.0% | ${UNPRICED}`,
        '1-3-0 | 25.0% | −2.1u · ROI −52.5%',
        '2-0-0 | 100.0% | +1.8u · ROI +90.0%',
        '0-1-0 | 0.0% | −1.0u · ROI −100.0%',
        '2-2-0 | 50.0% | +0.6u · ROI +15.0%',
        '1-1-0 | 50.0% | −0.2u · ROI −10.0%',
        '4-2-0 | 66.7% | +0.9u · ROI +15.0%',
        `9-7-1 | 56.3% | +0.8u · ROI +5.0% | ${UNPRICED}`,
      ],
      [
        'Power Ratings — leans and bets, today',
        '1-1-0 | 50.0% | 0.0u · ROI 0.0%',
        '–',
        '–',
        '–',
        '–',
        '–',
        '–',
        '1-1-0 | 50.0% | 0.0u · ROI 0.0%',
      ],
    ]);
    // Every column says what it counts, Razor included.
    const legend = screen.getByLabelText('What each column counts');
    expect(legend).toHaveTextContent(
      'Razor Bets: moneyline picks made with a confidence of 85% or more.',
    );
    expect(legend).toHaveTextContent(
      'Total: every lean and bet of the four markets: the four Leans columns plus Bets',
    );
    expect(screen.getByRole('link', { name: 'Edgewise picks record' })).toHaveAttribute(
      'href',
      '/ai-models#edgewise-picks',
    );
  });

  it('colours by ROI, never by win rate; a record without picks is "–"', async () => {
    server.use(totalResultsHandler().handler);
    await openPage();
    const elo = screen.getByRole('row', { name: /Elo Ratings/ });
    // 100% and 80% win rates are not green; the figures that are coloured are the ROI lines.
    for (const rate of ['80.0%', '100.0%', '66.7%', '0.0%']) {
      expect(within(elo).getAllByText(rate)[0]!.className).not.toMatch(/text-(red|green)-600/);
    }
    expect(within(elo).getByText('+1.5u · ROI +30.0%').className).toContain('text-green-600');
    expect(within(elo).getByText('−2.1u · ROI −52.5%').className).toContain('text-red-600');
    // 50% won, money made: green; 50% won, money lost: red.
    expect(within(elo).getByText('+0.6u · ROI +15.0%').className).toContain('text-green-600');
    expect(within(elo).getByText('−0.2u · ROI −10.0%').className).toContain('text-red-600');
    const power = screen.getByRole('row', { name: /Power Ratings/ });
    const none = within(power).getAllByText('–');
    expect(none).toHaveLength(6);
    expect(within(power).queryByText('0-0')).toBeNull();
  });

  it('groups By Sport and By Date with the Radix tabs', async () => {
    server.use(totalResultsHandler().handler);
    const { user } = await openPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['By Model', 'By Sport', 'By Date']);
    expect(screen.getByRole('tab', { name: 'By Model' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'By Sport' }));
    expect(screen.getByRole('tab', { name: 'By Sport' })).toHaveAttribute('aria-selected', 'true');
    expect(headers()[0]).toBe('Sport');
    // NBA: ML 3/5 + 1/2; Total 6/12 + 2/3 + 1/2. NHL: Total 1/1 + 0/1.
    expect(tableRows()).toEqual([
      [
        'NBA',
        `4-2-1 | 66.7% | +1.5u · ROI +25.0% | ${UNPRICED}`,
        '1-3-0 | 25.0% | −2.1u · ROI −52.5%',
        '2-0-0 | 100.0% | +1.8u · ROI +90.0%',
        '0-1-0 | 0.0% | −1.0u · ROI −100.0%',
        '2-1-0 | 66.7% | +0.6u · ROI +20.0%',
        '1-1-0 | 50.0% | −0.2u · ROI −10.0%',
        '4-2-0 | 66.7% | +0.9u · ROI +15.0%',
        `9-7-1 | 56.3% | +0.8u · ROI +5.0% | ${UNPRICED}`,
      ],
      [
        'NHL',
        '1-0-0 | 100.0% | 0.0u · ROI 0.0%',
        '–',
        '–',
        '–',
        '0-1-0 | 0.0% | 0.0u · ROI 0.0%',
        '–',
        '–',
        '1-1-0 | 50.0% | 0.0u · ROI 0.0%',
      ],
    ]);

    await user.click(screen.getByRole('tab', { name: 'By Date' }));
    expect(headers()[0]).toBe('Date');
    expect(tableRows()).toEqual([
      [
        'Nov 22, 2025',
        `5-2-1 | 71.4% | +1.5u · ROI +21.4% | ${UNPRICED}`,
        '1-3-0 | 25.0% | −2.1u · ROI −52.5%',
        '2-0-0 | 100.0% | +1.8u · ROI +90.0%',
        '0-1-0 | 0.0% | −1.0u · ROI −100.0%',
        '2-2-0 | 50.0% | +0.6u · ROI +15.0%',
        '1-1-0 | 50.0% | −0.2u · ROI −10.0%',
        '4-2-0 | 66.7% | +0.9u · ROI +15.0%',
        `10-8-1 | 55.6% | +0.8u · ROI +4.4% | ${UNPRICED}`,
      ],
    ]);
  });

  it('offers every sport of docs/product.md §2 and asks the server for the chosen one', async () => {
    const { handler, calls } = totalResultsHandler();
    server.use(handler);
    const { user } = await openPage();
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['all', 'nba', 'nfl', 'mlb', 'nhl', 'ncaab', 'ncaaf']);
    await user.selectOptions(sport, 'nhl');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.get('sport')).toBe('nhl');
    expect(calls[1]!.get('date')).toBe(TODAY);
    await user.selectOptions(sport, 'ncaaf');
    await waitFor(() => expect(calls.at(-1)!.get('sport')).toBe('ncaaf'));
  });

  it('offers Today through 7 days ago and asks for the chosen date', async () => {
    const { handler, calls } = totalResultsHandler();
    server.use(handler);
    const { user } = await openPage();
    const date = screen.getByRole('combobox', { name: 'Date' });
    const options = within(date).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Today',
      'Yesterday',
      '2 days ago',
      '3 days ago',
      '4 days ago',
      '5 days ago',
      '6 days ago',
      '7 days ago',
    ]);
    expect(options.map((o) => o.value)).toEqual([
      '2025-11-22',
      '2025-11-21',
      '2025-11-20',
      '2025-11-19',
      '2025-11-18',
      '2025-11-17',
      '2025-11-16',
      '2025-11-15',
    ]);
    await user.selectOptions(date, '7 days ago');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.get('date')).toBe('2025-11-15');
  });

  it("shows 'No results available for the selected filters' when there are no rows", async () => {
    const { handler } = totalResultsHandler([]);
    server.use(handler);
    renderRoute('/total-results');
    expect(
      await screen.findByText('No results available for the selected filters'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('empties when a new filter has no rows', async () => {
    server.use(
      http.get('*/api/total-results', ({ request }) =>
        HttpResponse.json({
          rows: new URL(request.url).searchParams.get('sport') === 'mlb' ? [] : ROWS,
        }),
      ),
    );
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'mlb');
    expect(
      await screen.findByText('No results available for the selected filters'),
    ).toBeInTheDocument();
  });
});

describe('Total Results loading (docs/product.md §9: loading lasts 500 ms after the request)', () => {
  it("shows 'Loading results...' during the request and hides it exactly 500 ms after", async () => {
    vi.useFakeTimers({
      toFake: [
        'Date',
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    vi.setSystemTime(NOW);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/total-results', async () => {
        await answered;
        return HttpResponse.json({ rows: ROWS });
      }),
    );
    const { store } = renderRoute('/total-results');
    await until(() => screen.queryByText('Loading results...') !== null);
    const settled = () =>
      Object.values(store.getState().api.queries).every((q) => q?.status === QueryStatus.fulfilled);
    expect(settled()).toBe(false);

    answer();
    await until(settled);
    // The store tells React at the end of the tick (src/app/store.ts auto-batching); the hold starts there.
    await act(async () => {});
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Loading results...')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows the loading text again for a new filter', async () => {
    server.use(totalResultsHandler().handler);
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Yesterday');
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading results...')).not.toBeInTheDocument();
  });
});

describe('Total Results failure (docs/product.md §8: a failed request only stops the loading indicator)', () => {
  it('stops loading with no toast and no error text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/total-results', () => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
    );
    renderRoute('/total-results');
    expect(await screen.findByText('Loading results...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading results...')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Boom|error|failed/i)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Server error', { title: 'Boom' });
  });

  it('keeps the table shown before when a later request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/total-results', ({ request }) =>
        new URL(request.url).searchParams.get('sport') === 'nfl'
          ? HttpResponse.json({ title: 'Boom' }, { status: 503 })
          : HttpResponse.json({ rows: ROWS }),
      ),
    );
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'nfl');
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading results...')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Elo Ratings/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
