import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PICK_LOCKED_TEXT } from '@domain/rules/marketplace';
import type { CapperPick } from '@domain/contracts/marketplace';
import { MyCappersPage } from '@/features/handicappers/MyCappersPage';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';
import { signedIn, subscriptionServer } from './fixtures';

const open: CapperPick = {
  id: 'p1',
  handicapperId: 'david-chen',
  handicapperName: 'David Chen',
  sport: 'nba',
  game: 'Boston Celtics @ Miami Heat',
  postedAt: '2030-05-01T17:00:00.000Z',
  startsAt: '2030-05-01T23:30:00.000Z',
  locked: false,
  pick: {
    id: 'p1',
    units: 2,
    reasoning: 'Rest edge at home.',
    matchupId: 'g1',
    homeTeam: 'Miami Heat',
    awayTeam: 'Boston Celtics',
    betMode: 'single',
    team: 'Miami Heat',
    moneyLine: '-150',
    spread: '',
    total: '',
    includedMatchups: [],
    individualBets: [],
    status: 'pending',
    createdAt: '2030-05-01T17:00:00.000Z',
    gradedAt: null,
    price: -150,
    profit: null,
    clv: null,
    betType: 'MoneyLine',
    sport: 'nba',
    legs: [],
  },
};

describe('My Cappers feed', () => {
  it("lists the subscribed cappers' picks with game, selection, price, units and reasoning", async () => {
    server.use(
      ...subscriptionServer(['david-chen']).handlers,
      http.get('*/api/my-cappers/picks', () =>
        HttpResponse.json({ picks: [open, { ...open, id: 'p2', locked: true, pick: null }] }),
      ),
    );
    renderWithProviders(<MyCappersPage />, { preloadedState: signedIn() });
    const feed = await screen.findByRole('list', { name: 'Latest picks' });
    const [first, second] = within(feed).getAllByRole('listitem');
    expect(within(first!).getByText(/Boston Celtics @ Miami Heat/)).toBeInTheDocument();
    expect(within(first!).getByText(/Miami Heat -150/)).toBeInTheDocument();
    expect(within(first!).getByText(/2 u/)).toBeInTheDocument();
    expect(within(first!).getByText('Rest edge at home.')).toBeInTheDocument();
    expect(within(second!).getByText(PICK_LOCKED_TEXT)).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('shows the unread count and lists the notifications', async () => {
    server.use(
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          unread: 1,
          notifications: [
            {
              id: '7',
              kind: 'capper_pick',
              title: 'David Chen posted a new pick',
              body: 'NBA · Boston Celtics @ Miami Heat',
              link: '/my-cappers',
              createdAt: new Date().toISOString(),
              read: false,
            },
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(<NotificationBell />, { preloadedState: signedIn() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(await screen.findByText('David Chen posted a new pick')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('is not there when signed out', () => {
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
