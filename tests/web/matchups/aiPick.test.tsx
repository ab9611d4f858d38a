import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { labelRecordLine } from '@domain/pricing/labelRecord';
import type { BookPrices } from '@domain/pricing/quotes';
import { matchupOddsSchema, type Matchup } from '@domain/contracts/matchup';
import { AiPick } from '@/features/matchups/components/AiPick';
import { matchup } from '../../domain/fixtures';
import { answer } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';

const game = (aiConsensus: Matchup['aiConsensus']): Matchup => matchup({ aiConsensus });

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
  it('shows the pick with its best price and book, fair price and chance, edge and its range, label, stake and the label record', () => {
    renderWithProviders(
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
            edgeLow: 0.011,
            edgeHigh: 0.049,
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
    expect(screen.getByText('edge +3.8% (+1.1 to +4.9%)')).toBeInTheDocument();
    expect(screen.getByText('0.6u')).toBeInTheDocument();
    const record = screen.getByRole('link', { name: /^Leans: / });
    expect(record).toHaveTextContent(labelRecordLine('Lean') ?? '');
    expect(record).toHaveTextContent(/^Leans: [+−]?\d+\.\d% ± \d+\.\d over \d+ real NFL sides$/);
    expect(record).toHaveAttribute('href', '/ai-models#label-record');
  });

  it("keeps a table row short: the label record is the label badge's tooltip, not a line", () => {
    renderWithProviders(
      <AiPick
        compact
        matchup={game({
          moneyline: {
            pick: 'Away',
            probability: 0.42,
            price: 150,
            recommendation: 'Bet',
            edge: 0.03,
            edgeLow: 0.02,
            edgeHigh: 0.04,
          },
        })}
      />,
    );
    expect(screen.getByText('edge +3.0% (+2.0 to +4.0%)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bet')).toHaveAttribute('title', labelRecordLine('Bet'));
  });

  it('shows the server’s label only: a big edge without one (its low end short of Lean, or its game started) is a small edge', () => {
    renderWithProviders(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Away',
            probability: 0.42,
            fairProbability: 0.42,
            price: 150,
            edge: 0.05,
            edgeLow: 0.002,
            edgeHigh: 0.09,
            stake: 0.4,
          },
        })}
      />,
    );
    expect(screen.getByText('Small edge (+5.0%)')).toBeInTheDocument();
    expect(screen.getByText('range +0.2 to +9.0%')).toBeInTheDocument();
    expect(screen.queryByText('Lean')).toBeNull();
    expect(screen.queryByText('0.4u')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says a pick staked with the game's other labelled market shares its stake", () => {
    renderWithProviders(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Away',
            probability: 0.42,
            fairProbability: 0.42,
            price: 150,
            recommendation: 'Lock',
            edge: 0.07,
            edgeLow: 0.045,
            edgeHigh: 0.1,
            stake: 1.2,
          },
          spread: {
            pick: 'Away',
            probability: 0.55,
            fairProbability: 0.55,
            point: 4.5,
            price: -105,
            recommendation: 'Bet',
            edge: 0.025,
            edgeLow: 0.016,
            edgeHigh: 0.04,
            stake: 0,
            stakedWith: 'moneyline',
          },
        })}
      />,
    );
    const spread = screen.getByText('Boston Celtics +4.5').closest('li');
    if (!spread) throw new Error('no spread pick');
    expect(within(spread).getByText('Bet')).toBeInTheDocument();
    expect(within(spread).getByText('staked with the moneyline')).toBeInTheDocument();
    expect(within(spread).queryByText('0.0u')).toBeNull();
    expect(within(spread).getByRole('link', { name: /^Bets: / })).toBeInTheDocument();
    const moneyline = screen.getByText('Boston Celtics').closest('li');
    if (!moneyline) throw new Error('no moneyline pick');
    expect(within(moneyline).getByText('Lock')).toBeInTheDocument();
    expect(within(moneyline).getByText('1.2u')).toBeInTheDocument();
  });

  it('shows a spread with its point, a small edge as such, and no edge without a label', () => {
    renderWithProviders(
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

  it('opens the books of the market as the server priced them: the fair line, the best price and stale books marked', async () => {
    const draftkings = {
      book: 'draftkings',
      title: 'DraftKings',
      price: 150,
      point: null,
      updatedAt: '2026-11-26T00:00:00.000Z',
    };
    server.use(
      http.get('*/api/matchups/:id/odds', ({ params }) =>
        answer(matchupOddsSchema, {
          matchupId: String(params.id),
          reference: book('pinnacle', 'Pinnacle', -140, 130),
          sharpBooks: ['pinnacle'],
          method: 'calibrated',
          pricedFrom: 'books',
          books: [
            {
              ...book('betrivers', 'BetRivers', 105, -125),
              stale: true,
              staleMarkets: ['moneyline'],
            },
            { ...book('draftkings', 'DraftKings', -160, 150), stale: false, staleMarkets: [] },
            { ...book('fanduel', 'FanDuel', -145, 125), stale: false, staleMarkets: [] },
          ],
          markets: {
            moneyline: {
              reference: {
                book: 'pinnacle',
                title: 'Pinnacle',
                method: 'multiplicative',
                calibrated: false,
                hold: 0.0207,
              },
              points: [null, null],
              fair: [0.5676, 0.4324],
            },
            spread: null,
            total: null,
          },
          best: {
            homeMoneyLine: { ...draftkings, book: 'fanduel', title: 'FanDuel', price: -145 },
            awayMoneyLine: draftkings,
            homeSpread: null,
            awaySpread: null,
            over: null,
            under: null,
          },
        }),
      ),
    );
    const { user } = renderWithProviders(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Away',
            fairProbability: 0.42,
            bestPrice: { book: 'draftkings', title: 'DraftKings', price: 150, point: null },
            edge: 0.05,
          },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'How the ML pick is priced' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Pinnacle's no-vig line \(multiplicative devig\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Boston Celtics 43\.2%/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'moneyline prices by book' });
    const dk = within(table).getByRole('row', { name: /DraftKings/ });
    expect(within(dk).getByLabelText('best price')).toBeInTheDocument();
    const pinnacle = within(table).getByRole('row', { name: /Pinnacle/ });
    expect(within(pinnacle).getByText('(fair line)')).toBeInTheDocument();
    expect(within(pinnacle).queryByLabelText('best price')).toBeNull();
    const rivers = within(table).getByRole('row', { name: /BetRivers/ });
    expect(within(rivers).getByText('(stale)')).toBeInTheDocument();
    expect(within(rivers).queryByLabelText('best price')).toBeNull();
  });

  it('offers no books dialog for a pick no book prices', () => {
    renderWithProviders(
      <AiPick matchup={game({ moneyline: { pick: 'Away', fairProbability: 0.42 } })} />,
    );
    expect(screen.queryByRole('button', { name: 'How the ML pick is priced' })).toBeNull();
  });
});
