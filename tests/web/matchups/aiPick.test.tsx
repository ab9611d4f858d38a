import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookPrices } from '@/domain/rules/fairLine';
import type { Matchup } from '@/domain/contracts/matchup';
import { AiPick } from '@/features/matchups/components/AiPick';
import { matchup } from '../../domain/fixtures';

const game = (aiConsensus: Matchup['aiConsensus'], books: BookPrices[] | null = null): Matchup =>
  matchup({ aiConsensus, books });

const book = (key: string, title: string, home: number, away: number): BookPrices => ({
  book: key,
  title,
  homeMoneyLine: home,
  awayMoneyLine: away,
  homeSpread: -4.5,
  awaySpread: 4.5,
  homeSpreadPrice: -110,
  awaySpreadPrice: -110,
  totalPoints: 220.5,
  overPrice: -110,
  underPrice: -110,
  updatedAt: '2026-11-26T00:00:00.000Z',
});

describe('AI pick on a card (docs/product.md "Edges")', () => {
  it('shows the pick with its best price and book, fair price and chance, edge, label and stake', () => {
    render(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Away',
            recommendation: 'Lean',
            confidence: 41.5,
            probability: 0.415,
            fairProbability: 0.415,
            marketProbability: 0.41,
            price: 150,
            bestPrice: {
              book: 'draftkings',
              title: 'DraftKings',
              price: 150,
              point: null,
              updatedAt: '2026-11-26T00:00:00.000Z',
            },
            edge: 0.0375,
            stake: 0.6,
          },
        })}
      />,
    );
    expect(screen.getByText('Boston Celtics')).toBeInTheDocument();
    expect(screen.getByText('+150')).toBeInTheDocument();
    expect(screen.getByText('at DraftKings')).toBeInTheDocument();
    expect(screen.getByText('Lean')).toBeInTheDocument();
    expect(screen.getByText('41.5%')).toBeInTheDocument();
    expect(screen.getByText('fair +141')).toBeInTheDocument();
    expect(screen.getByText('edge +3.8%')).toBeInTheDocument();
    expect(screen.getByText('0.6u')).toBeInTheDocument();
  });

  it('shows a spread with its point, a small edge as such, and no edge without a label', () => {
    render(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Home',
            recommendation: 'Bet',
            probability: 0.81,
            fairProbability: 0.81,
            price: -485,
            edge: -0.023,
          },
          spread: {
            pick: 'Away',
            recommendation: null,
            probability: 0.53,
            fairProbability: 0.53,
            point: 4.5,
            price: -108,
            edge: 0.0207 - 0.0129,
          },
        })}
      />,
    );
    expect(screen.getByText('No edge at this price')).toBeInTheDocument();
    expect(screen.queryByText('Bet')).toBeNull();
    expect(screen.getByText('Boston Celtics +4.5')).toBeInTheDocument();
    expect(screen.getByText('Small edge (+0.8%)')).toBeInTheDocument();
  });

  it('opens the books of the market with the fair line and the best price marked', async () => {
    const user = userEvent.setup();
    render(
      <AiPick
        matchup={game(
          {
            moneyline: {
              pick: 'Away',
              probability: 0.42,
              fairProbability: 0.42,
              price: 150,
              edge: 0.05,
            },
          },
          [
            book('pinnacle', 'Pinnacle', -140, 130),
            book('draftkings', 'DraftKings', -160, 150),
            book('fanduel', 'FanDuel', -145, 125),
          ],
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'How the ML pick is priced' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Pinnacle's no-vig line \(multiplicative devig\)/),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'moneyline prices by book' });
    const dk = within(table).getByRole('row', { name: /DraftKings/ });
    expect(within(dk).getByLabelText('best price')).toBeInTheDocument();
    const pinnacle = within(table).getByRole('row', { name: /Pinnacle/ });
    expect(within(pinnacle).getByText('(fair line)')).toBeInTheDocument();
    expect(within(pinnacle).queryByLabelText('best price')).toBeNull();
  });
});
