import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import type { Handicapper } from '@/features/handicappers/types';
import { CAPPERS, listHandler } from './fixtures';

const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('handicapper browse (docs/product.md §2 Handicapper browse)', () => {
  it('shows every capper from GET /api/handicappers, with the sport buttons in the documented order', async () => {
    server.use(listHandler());
    renderRoute('/handicappers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert Handicappers' }),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Mike Johnson' });
    // The samples' 210 graded picks rank them (by ROI, then name); Grace's 4 picks do not, and
    // her +40% ROI never puts her above a ranked capper.
    expect(cardNames()).toEqual([
      'David Chen',
      'Jessica Martinez',
      'Mike Johnson',
      'Robert Taylor',
      'Sarah Williams',
      'Grace Hopper',
    ]);
    const buttons = within(screen.getByRole('group', { name: 'Filter by sport' })).getAllByRole(
      'button',
    );
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All Sports',
      'NBA',
      'NFL',
      'MLB',
      'NHL',
      'NCAAF',
      'NCAAB',
    ]);
    expect(screen.getByRole('button', { name: 'All Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by sport', async () => {
    server.use(listHandler());
    const { user } = renderRoute('/handicappers');
    await screen.findByRole('article', { name: 'Mike Johnson' });
    await user.click(screen.getByRole('button', { name: 'NBA' }));
    expect(screen.getByRole('button', { name: 'NBA' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['David Chen', 'Mike Johnson', 'Robert Taylor']);
    await user.click(screen.getByRole('button', { name: 'NCAAF' }));
    expect(cardNames()).toEqual(['Jessica Martinez']);
    await user.click(screen.getByRole('button', { name: 'All Sports' }));
    expect(cardNames()).toHaveLength(CAPPERS.length);
  });

  it('searches names case-insensitively, combines with the sport filter, and clears', async () => {
    server.use(listHandler());
    const { user } = renderRoute('/handicappers');
    await screen.findByRole('article', { name: 'Mike Johnson' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search handicappers' });
    await user.type(search, 'CHEN');
    expect(cardNames()).toEqual(['David Chen']);
    await user.clear(search);
    await user.type(search, 'r');
    expect(cardNames()).toEqual([
      'Jessica Martinez',
      'Robert Taylor',
      'Sarah Williams',
      'Grace Hopper',
    ]);
    await user.click(screen.getByRole('button', { name: 'NBA' }));
    expect(cardNames()).toEqual(['Robert Taylor']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(cardNames()).toEqual(['David Chen', 'Mike Johnson', 'Robert Taylor']);
  });

  it('ranks real records past the minimum sample by the chosen figure and lists the rest after, unranked', async () => {
    const real = (id: string, name: string, figures: Partial<Handicapper['record']>) => {
      const record = {
        wins: 30,
        losses: 20,
        pushes: 0,
        pending: 2,
        picks: 52,
        winRate: 60,
        roi: 5,
        units: 10,
        risked: 200,
        clv: null,
        roiInterval: null,
        sampleSize: 'ok' as const,
        ...figures,
      };
      return {
        ...CAPPERS[5]!,
        id,
        name,
        avatar: name.slice(0, 2),
        record,
        winRate: record.winRate,
        roi: record.roi,
        units: record.units,
      };
    };
    server.use(
      listHandler([
        CAPPERS[5]!,
        // A sample capper on a small sample with a high ROI: unranked, after every ranked one.
        {
          ...CAPPERS[0]!,
          record: {
            ...CAPPERS[0]!.record,
            wins: 12,
            losses: 4,
            picks: 16,
            roi: 48.5,
            sampleSize: 'small',
          },
          roi: 48.5,
        },
        real('u-ada', 'Ada Lovelace', { roi: 3.2, units: 25.5, winRate: 55, picks: 120 }),
        real('u-alan', 'Alan Turing', { roi: 8.4, units: 12.1, winRate: 58.2, picks: 60 }),
        real('u-edsger', 'Edsger Dijkstra', { roi: -2, units: -4, winRate: 61, picks: 40 }),
      ]),
    );
    const { user } = renderRoute('/handicappers');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    const ranked = () =>
      screen.queryAllByRole('article').flatMap((card) =>
        within(card)
          .queryAllByLabelText(/^Rank \d+$/)
          .map((rank) => `${rank.textContent} ${within(card).getByRole('heading').textContent}`),
      );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('roi');
    expect(ranked()).toEqual(['#1 Alan Turing', '#2 Ada Lovelace', '#3 Edsger Dijkstra']);
    // Grace's +40% ROI over 4 picks is not ranked: she comes after every ranked capper.
    // Unranked after: by picks graded (Mike's 16 before Grace's 4), never by ROI.
    expect(cardNames()).toEqual([
      'Alan Turing',
      'Ada Lovelace',
      'Edsger Dijkstra',
      'Mike Johnson',
      'Grace Hopper',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'units');
    expect(ranked()).toEqual(['#1 Ada Lovelace', '#2 Alan Turing', '#3 Edsger Dijkstra']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'winRate');
    expect(ranked()).toEqual(['#1 Edsger Dijkstra', '#2 Alan Turing', '#3 Ada Lovelace']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'picks');
    expect(ranked()).toEqual(['#1 Ada Lovelace', '#2 Alan Turing', '#3 Edsger Dijkstra']);
    expect(
      within(screen.getByRole('article', { name: 'Grace Hopper' })).getByText('Small sample'),
    ).toBeInTheDocument();
  });

  it("shows 'No handicappers found' when nothing matches", async () => {
    server.use(listHandler());
    const { user } = renderRoute('/handicappers');
    await screen.findByRole('article', { name: 'Mike Johnson' });
    await user.type(screen.getByRole('searchbox', { name: 'Search handicappers' }), 'zzz');
    expect(screen.getByText('No handicappers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('toggles between grid and list', async () => {
    server.use(listHandler());
    const { user } = renderRoute('/handicappers');
    await screen.findByRole('article', { name: 'Mike Johnson' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const rows = within(screen.getByRole('list', { name: 'Handicappers' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(CAPPERS.length);
    expect(within(rows[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/handicappers/david-chen',
    );
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getAllByRole('article')).toHaveLength(CAPPERS.length);
  });

  it('labels sample figures and small samples, and shows the card fields', async () => {
    server.use(listHandler());
    renderRoute('/handicappers');
    const mike = await screen.findByRole('article', { name: 'Mike Johnson' });
    expect(within(mike).getByText('Sample data')).toBeInTheDocument();
    expect(within(mike).getByText('Featured')).toBeInTheDocument();
    expect(within(mike).getByText('$29.99/month')).toBeInTheDocument();
    expect(within(mike).getByText('57.1%')).toBeInTheDocument();
    expect(within(mike).getByText('+10.0%')).toBeInTheDocument();
    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).queryByText('Sample data')).not.toBeInTheDocument();
    expect(within(grace).getByText('Small sample')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('*/api/handicappers', () =>
        fail
          ? HttpResponse.json({ title: 'Error' }, { status: 503 })
          : HttpResponse.json({ handicappers: CAPPERS }),
      ),
    );
    const { user } = renderRoute('/handicappers');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load handicappers.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Mike Johnson' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Server error', { title: 'Error' });
    logged.mockRestore();
  });
});
