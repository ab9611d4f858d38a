import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCardView } from '@/features/matchups/components/GameCard';
import { renderWithProviders } from '../render';
import { server } from '../../mocks/server';
import { setViewportWidth } from './harness';
import { predictionsOf, result, slate } from './fixtures';

const live = () => slate().find((m) => m.id === 'g-live')!;
const now = Date.now();

describe('game card', () => {
  afterEach(() => setViewportWidth(375));

  it('says so when the matchup is missing', () => {
    renderWithProviders(<GameCardView matchup={undefined} now={now} />);
    expect(screen.getByText('Matchup data unavailable')).toBeInTheDocument();
  });

  it('switches markets with the tabs, moneyLine first, stacked on narrow screens', async () => {
    const { user } = renderWithProviders(<GameCardView matchup={live()} now={now} />);
    expect(screen.getByRole('tab', { name: 'Moneyline' })).toHaveAttribute('aria-selected', 'true');
    const panel = () => screen.getByRole('tabpanel');
    expect(panel().querySelector('[data-layout="stacked"]')).not.toBeNull();
    expect(panel()).toHaveTextContent('+150');
    expect(panel()).toHaveTextContent('-170');
    await user.click(screen.getByRole('tab', { name: 'Spread' }));
    expect(panel()).toHaveTextContent('+4.5');
    expect(panel()).toHaveTextContent('-4.5');
    await user.click(screen.getByRole('tab', { name: 'Total Points' }));
    expect(panel()).toHaveTextContent('O 224.5');
    expect(panel()).toHaveTextContent('U 224.5');
  });

  it('shows odds as a table on wide screens', () => {
    setViewportWidth(1440);
    renderWithProviders(<GameCardView matchup={live()} now={now} />);
    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team', 'Score', 'Money Line']);
  });

  it('expands and collapses the AI Analysis, asked for when it opens', async () => {
    server.use(predictionsOf([live()]));
    const { user } = renderWithProviders(<GameCardView matchup={live()} now={now} />);
    const toggle = screen.getByRole('button', { name: 'AI Analysis' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('All three models back Boston at home.')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('All three models back Boston at home.')).not.toBeInTheDocument();
  });

  it("shows 'No analysis available' when there is none", async () => {
    const { user } = renderWithProviders(
      <GameCardView matchup={{ ...live(), aiConsensus: null, aiResults: [] }} now={now} />,
    );
    await user.click(screen.getByRole('button', { name: 'AI Analysis' }));
    expect(await screen.findByText('No analysis available')).toBeInTheDocument();
    expect(screen.getByText('No consensus available')).toBeInTheDocument();
  });

  it("says 'No data available' in the Models dialog when no model has predicted", async () => {
    const { user } = renderWithProviders(
      <GameCardView matchup={{ ...live(), aiResults: [] }} now={now} />,
    );
    await user.click(screen.getByRole('button', { name: 'Models' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model Predictions' });
    expect(await within(dialog).findByText('No data available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Models agree')).not.toBeInTheDocument();
  });

  it('averages the AI models only and shows the market baseline apart', async () => {
    const game = {
      ...live(),
      aiResults: [
        result('g-live', 'm1', 'Elo', { confidence: 70, homeScore: 110, awayScore: 100 }),
        result('g-live', 'm2', 'Power Ratings', { confidence: 74, homeScore: 112, awayScore: 104 }),
        result('g-live', 'market', 'Market', { confidence: 90, homeScore: 120, awayScore: 90 }),
      ],
    };
    server.use(predictionsOf([game]));
    const { user } = renderWithProviders(<GameCardView matchup={game} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Models' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model Predictions' });
    await within(dialog).findByRole('table');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Prediction', 'Elo', 'Power Ratings', 'AVG', 'Market (baseline)']);
    // The game is under way: its results are the pre-game ones, and say so.
    expect(
      within(dialog).getByText('Pre-game: made before the game started, not updated since.'),
    ).toBeInTheDocument();
    // (70 + 74) / 2 = 72%, not (70 + 74 + 90) / 3 = 78%.
    expect(within(dialog).getByRole('row', { name: /^Confidence/ })).toHaveTextContent(
      'Confidence70%74%72%90%',
    );
    expect(within(dialog).getByRole('row', { name: /^Boston Celtics/ })).toHaveTextContent(
      '110.0112.0111.0120.0',
    );
  });

  it('highlights AVG only from three models and shows the agree badge only when all agree', async () => {
    server.use(predictionsOf([live()]));
    const three = renderWithProviders(<GameCardView matchup={live()} now={now} />);
    await three.user.click(screen.getByRole('button', { name: 'Models' }));
    let dialog = await screen.findByRole('dialog', { name: 'Model Predictions' });
    await within(dialog).findByRole('table');
    expect(within(dialog).getByRole('columnheader', { name: 'AVG' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    expect(within(dialog).getByText('Models agree')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /^Boston Celtics/ })).toHaveTextContent(
      '112.0115.0112.0113.0',
    );
    three.unmount();

    const two = {
      ...live(),
      aiResults: [
        result('g-live', 'm1', 'Elo'),
        result('g-live', 'm2', 'Power Ratings', { predictedWinner: 'Away' }),
      ],
    };
    server.use(predictionsOf([two]));
    const { user } = renderWithProviders(<GameCardView matchup={two} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Models' }));
    dialog = await screen.findByRole('dialog', { name: 'Model Predictions' });
    await within(dialog).findByRole('table');
    expect(within(dialog).getByRole('columnheader', { name: 'AVG' })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
    expect(within(dialog).queryByText('Models agree')).not.toBeInTheDocument();
  });
});
