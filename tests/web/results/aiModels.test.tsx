import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { MODELS } from './performanceFixtures';

const records = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('AI models (SPEC §2 /ai-models)', () => {
  it("shows each model's name, description, inputs, sports and live record", async () => {
    server.use(http.get('*/api/ai-models', () => HttpResponse.json(MODELS)));
    renderRoute('/ai-models');
    const elo = await screen.findByRole('article', { name: 'Elo Ratings' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1, name: 'AI Models' })).toBeInTheDocument();
    expect(within(elo).getByRole('heading', { name: 'Elo Ratings' })).toBeInTheDocument();
    expect(within(elo).getByText('A margin-aware Elo rating for every team.')).toBeInTheDocument();
    expect(
      within(elo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Final scores of earlier games', 'Home or neutral site', 'Season']);
    expect(within(elo).getByText('NFL · NBA')).toBeInTheDocument();
    expect(records(elo)).toEqual({
      'Live record': '3-2 (60.0%)',
      'With imported history (95 replayed)': '60-38-2 (60.0%)',
    });

    const market = screen.getByRole('article', { name: 'Market Model' });
    expect(records(market)).toEqual({
      'Live record': 'No graded picks yet',
      'With imported history (0 replayed)': 'No graded picks yet',
    });
  });

  it("shows 'No data available' without models", async () => {
    renderRoute('/ai-models');
    expect(await screen.findByText('No data available', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers a retry when the models cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    // The first answer waits until the loading text has been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/ai-models', async () => {
        await released;
        return fail
          ? HttpResponse.json({ title: 'Down' }, { status: 500 })
          : HttpResponse.json(MODELS);
      }),
    );
    const { user } = renderRoute('/ai-models');
    expect(await screen.findByText('Loading models...', {}, { timeout: 3000 })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the AI models.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Elo Ratings' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
