import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fairLineFit } from '@domain/pricing/fairLineCalibration';
import { modelWeightTable } from '@domain/pricing/modelWeights';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { MODELS } from './performanceFixtures';

const records = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('AI models (docs/product.md §2 /ai-models)', () => {
  it("shows each model's name, description, inputs, sports and live record", async () => {
    server.use(http.get('*/api/ai-models', () => HttpResponse.json(MODELS)));
    renderRoute('/ai-models');
    const elo = await screen.findByRole('article', { name: 'Elo Ratings' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1, name: 'AI Models' })).toBeInTheDocument();
    expect(within(elo).getByRole('heading', { name: 'Elo Ratings' })).toBeInTheDocument();
    // The record's title says what it counts (docs/product.md §2 "One name per record").
    expect(
      within(elo).getByRole('heading', { name: 'Elo Ratings — straight-up winners' }),
    ).toBeInTheDocument();
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

describe('AI models: baseline and edge evidence', () => {
  it('sets the market baseline apart and shows each label band’s record at the prices taken', async () => {
    const row = (
      market: string,
      band: string,
      picks: number,
      wins: number,
      units: number,
      roi: number,
      underdogs = 0,
    ) => ({
      market,
      band,
      picks,
      wins,
      losses: picks - wins,
      pushes: 0,
      units,
      roi,
      meanEdge: 3.5,
      underdogs,
    });
    server.use(
      http.get('*/api/ai-models', () => HttpResponse.json(MODELS)),
      http.get('*/api/ai-models/evidence', () =>
        HttpResponse.json({
          games: 1200,
          thresholds: { Lean: 0.02, Bet: 0.06, Lock: 0.12 },
          rows: [
            row('moneyline', 'Lean', 40, 15, 4, 10, 30),
            row('all', 'None', 2000, 1000, -60, -3),
            row('all', 'Lean', 40, 15, 4, 10),
          ],
        }),
      ),
    );
    renderRoute('/ai-models');
    const baseline = await screen.findByRole(
      'region',
      { name: 'Baseline (not an AI model)' },
      { timeout: 3000 },
    );
    expect(within(baseline).getByRole('article', { name: 'Market Model' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'On 1,200 finished games in the ledger, the 40 labelled picks returned +4.0 units (ROI +10.0%) at the prices taken; unlabelled picks returned ROI −3.0% over 2,000. 75% of labelled moneyline picks were underdogs.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /by label, graded at their prices/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('No label')).toBeInTheDocument();
  });
});

describe('AI models: which models move the fair line', () => {
  it("shows each league's fair line and each model's moneyline weight with its test", async () => {
    server.use(http.get('*/api/ai-models', () => HttpResponse.json(MODELS)));
    renderRoute('/ai-models');
    const section = await screen.findByRole(
      'region',
      { name: 'Which models move the fair line' },
      { timeout: 3000 },
    );
    const weights = modelWeightTable();
    const nfl = within(section).getByRole('table', {
      name: new RegExp(`^NFL moneyline: ${fairLineFit('nfl', 'moneyline').method} devig`),
    });
    const elo = weights.nfl?.moneyline?.elo;
    if (!elo) throw new Error('no NFL Elo weight');
    // The model's name comes from /api/ai-models, which may answer after the section draws.
    const eloRow = await within(nfl).findByRole('row', { name: /^Elo Ratings/ }, { timeout: 3000 });
    expect(eloRow).toHaveTextContent(elo.weight > 0 ? 'counts' : 'opinion only');
    expect(eloRow).toHaveTextContent(elo.weight.toFixed(2));
    const leagues = Object.keys(weights).filter((l) => weights[l]?.moneyline);
    expect(within(section).getAllByRole('table')).toHaveLength(leagues.length);
    const counted = leagues.flatMap((l) =>
      Object.values(weights[l]?.moneyline ?? {}).filter((w) => w.weight > 0),
    );
    expect(within(section).queryAllByText('counts')).toHaveLength(counted.length);
  });
});
