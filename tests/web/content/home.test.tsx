import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PLANS } from '@domain/rules/catalogue';
import { edgePick, edgePicksServer } from '../../mocks/edgePicks';
import { server } from '../../mocks/server';
import { rookieCapper, sampleCapper, signedIn } from '../handicappers/fixtures';
import { renderRoute } from '../render';

describe('home page (docs/product.md §1, §2, §9)', () => {
  it('shows the tagline and the three feature cards', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edgewise' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText(
        'Get the edge on sports bets with AI-powered insights and expert handicappers.',
      ),
    ).toBeInTheDocument();
    for (const title of ['AI Predictions', 'Expert Handicappers', 'Track Your Results']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('lists the one plan catalogue with its prices, features, badge and calls to action', async () => {
    renderRoute('/');
    const trial = await screen.findByRole('article', { name: 'Trial' });
    expect(within(trial).getByText('$0')).toBeInTheDocument();
    for (const feature of PLANS[0].features)
      expect(within(trial).getByText(feature)).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );

    // The same prices as /subscriptions, from the one catalogue.
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$29.99')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    for (const feature of PLANS[1].features)
      expect(within(pro).getByText(feature)).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Go Pro' })).toHaveAttribute('href', '/signup');

    const handicapper = screen.getByRole('article', { name: 'Handicapper' });
    expect(within(handicapper).getByText('$49.99')).toBeInTheDocument();
    expect(within(handicapper).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/become-handicapper',
    );
    expect(screen.queryByText('Trail')).not.toBeInTheDocument();
    // Only one plan carries the badge.
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('Go Pro opens /subscriptions for a signed-in user', async () => {
    renderRoute('/', { preloadedState: signedIn() });
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByRole('link', { name: 'Go Pro' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('shows the top handicappers with their records from the API, samples marked, and a final call to action', async () => {
    server.use(
      http.get('*/api/handicappers', () =>
        HttpResponse.json({ handicappers: [sampleCapper, rookieCapper] }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Proven Results' })).toBeInTheDocument();
    const mike = (await screen.findByText('Mike Johnson')).closest('li')!;
    expect(within(mike).getByText('Sample data')).toBeInTheDocument();
    expect(within(mike).getByText('12-8-1 · +2.45u')).toBeInTheDocument();
    expect(within(mike).getByText('+12.3%')).toBeInTheDocument();
    expect(within(mike).getByText('CLV +1.5 pts against the close')).toBeInTheDocument();
    expect(within(mike).getByText('$29.99/mo')).toBeInTheDocument();
    const rookie = screen.getByText('Rae Rookie').closest('li')!;
    expect(within(rookie).getByText('No graded picks yet')).toBeInTheDocument();
    expect(within(rookie).queryByText('0.0%')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join the Community' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
  });

  it('Proven Results ranks by the one rule, with the ROI interval and CLV shown as they are', async () => {
    const small = {
      ...sampleCapper,
      id: 'jessica-martinez',
      name: 'Jessica Martinez',
      avatar: 'JM',
      // 8 graded picks at +48.5%: a small sample, whatever its ROI.
      record: {
        ...sampleCapper.record,
        wins: 6,
        losses: 2,
        pushes: 0,
        picks: 8,
        roi: 48.5,
        clv: -1.2,
        roiInterval: 62.4,
        sampleSize: 'small' as const,
      },
      roi: 48.5,
    };
    const ranked = {
      ...sampleCapper,
      id: 'u-ada',
      name: 'Ada Lovelace',
      avatar: 'AL',
      sample: false,
      record: {
        ...sampleCapper.record,
        wins: 14,
        losses: 10,
        pushes: 0,
        picks: 24,
        roi: 3.1,
        clv: 0.8,
        roiInterval: 38.2,
        sampleSize: 'ok' as const,
      },
      roi: 3.1,
    };
    server.use(
      http.get('*/api/handicappers', () => HttpResponse.json({ handicappers: [small, ranked] })),
    );
    renderRoute('/');
    await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    const names = within(
      screen.getByRole('heading', { name: 'Proven Results' }).closest('section')!,
    )
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    // The ranked capper first, although the small sample's ROI is higher.
    expect(names).toEqual(['Ada Lovelace', 'Jessica Martinez']);
    const ada = screen.getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('+3.1% ± 38.2')).toBeInTheDocument();
    expect(within(ada).getByText('CLV +0.8 pts against the close')).toBeInTheDocument();
    const jessica = screen.getByRole('listitem', { name: 'Jessica Martinez' });
    expect(within(jessica).getByText('+48.5% ± 62.4')).toBeInTheDocument();
    expect(
      within(jessica).getByText(
        'CLV −1.2 pts against the close · Not ranked: 8 of 20 graded picks',
      ),
    ).toBeInTheDocument();
  });

  it('Apply Now leads to the handicapper program', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Apply Now' }));
    // The target route is lazy, so the location changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-handicapper'));
  });

  it('leads with the published picks record: W-L-P, units, ROI with its interval, CLV, the sample said plainly, marked Demo', async () => {
    const graded = { closingFair: 0.5, clvEv: 0 };
    const picks = edgePicksServer([
      edgePick({ id: 'a', result: 'won', units: 1.2, clv: 4.55, ...graded }),
      edgePick({ id: 'b', result: 'won', units: 1.2, clv: -1.05, ...graded }),
      edgePick({ id: 'c', result: 'lost', units: -1, clv: 2.5, ...graded }),
      edgePick({ id: 'd' }),
    ]);
    server.use(picks.handler);
    renderRoute('/');
    const record = await screen.findByRole('region', { name: 'Our record: Edgewise picks' });
    expect(await within(record).findByText('2-1-0')).toBeInTheDocument();
    expect(within(record).getByText('+1.40u')).toBeInTheDocument();
    // ROI = 1.40 / 3 risked, coloured by ROI; the interval from each pick's price and fair chance.
    expect(within(record).getByText('+46.7% ±124.5%')).toHaveClass('text-green-700');
    expect(within(record).getByText('+2.0 pts')).toBeInTheDocument();
    expect(
      within(record).getByText(
        'Only 3 graded picks: too few to tell skill from luck. 1 published pick awaits its game.',
      ),
    ).toBeInTheDocument();
    expect(within(record).getByText('Demo')).toBeInTheDocument();
    expect(
      within(record).getByRole('link', { name: 'See the full record by label and market' }),
    ).toHaveAttribute('href', '/ai-models#edgewise-picks');
    // The summary only: no pick is sent to the home page.
    expect(picks.requests.map((q) => q.get('limit'))).toEqual(['0']);
  });

  it('says plainly when nothing is graded yet, never 0.0%', async () => {
    renderRoute('/');
    const record = await screen.findByRole('region', { name: 'Our record: Edgewise picks' });
    expect(await within(record).findByText('No graded picks yet.')).toBeInTheDocument();
    expect(within(record).queryByText(/0\.0%/)).not.toBeInTheDocument();
    expect(within(record).queryByText('Demo')).not.toBeInTheDocument();
  });
});
