import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { REVENUE_SHARE_RULE } from '@domain/rules/catalogue';
import { renderRoute } from '../render';
import { signedIn } from './fixtures';

async function openApplication(options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute('/become-handicapper', options);
  await rendered.user.click(await screen.findByRole('button', { name: 'Apply Now' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

/** The experience step, valid: NBA (unless already ticked), experience and approach. */
async function fillExperience(user: UserEvent, dialog: HTMLElement, tickNba = false) {
  if (tickNba) await user.click(within(dialog).getByRole('checkbox', { name: 'NBA' }));
  await user.type(
    within(dialog).getByLabelText('Betting experience'),
    'Four years of tracked NBA sides.',
  );
  await user.type(
    within(dialog).getByLabelText('Handicapping approach'),
    'Rest and travel against the closing line.',
  );
}

describe('Become a Handicapper: page and cards', () => {
  it('shows the rules card (docs/product.md §5-6) and the benefits card (docs/product.md §9)', async () => {
    renderRoute('/become-handicapper');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a Handicapper' }),
    ).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Handicapper Rules' });
    for (const text of [
      'Submit at least 10 picks per week.',
      'Place bets at least 15 minutes before the game starts.',
      'Up to 3 bets per day.',
      'All bets are final.',
      'Maintain a win rate of at least 52% to stay active.',
    ]) {
      expect(within(rules).getByText(text)).toBeInTheDocument();
    }
    // One cutoff (docs/product.md §10), and one revenue-share rule (docs/product.md §9).
    expect(within(rules).queryByText(/hour before/)).not.toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(
      within(benefits).getByText(
        "Handicappers keep 75% of every subscription payment as professionals and 60% as novices: Edgewise's commission is 25% and 40%.",
      ),
    ).toBeInTheDocument();
    expect(within(benefits).queryByText(/50-75%|15% of base/)).not.toBeInTheDocument();
  });

  it('opens and closes the profit-distribution dialog, which states the one commission', async () => {
    const { user } = renderRoute('/become-handicapper');
    await user.click(await screen.findByRole('button', { name: 'How Profits Are Distributed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profit Distribution' });
    expect(within(dialog).getByText(REVENUE_SHARE_RULE)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/direct deposit, an online payment service or bank transfer/),
    ).toBeInTheDocument();
    // A $19.99 subscription: $14.99 kept by a professional (25%), $11.99 by a novice (40%).
    expect(within(dialog).getByText('$14.99')).toBeInTheDocument();
    expect(within(dialog).getByText('$11.99')).toBeInTheDocument();
    expect(within(dialog).queryByText(/pool/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('application dialog (docs/product.md §4)', () => {
  it("shows 'Login Required' when signed out, and Log In opens the login dialog", async () => {
    const { user, store, dialog } = await openApplication();
    expect(within(dialog).getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(store.getState().ui.authDialog).toEqual({ open: true, mode: 'login' });
  });

  it('walks personal → experience → pricing → terms with Next and Previous, keeping what was typed', async () => {
    const { user, dialog } = await openApplication({ preloadedState: signedIn() });
    expect(within(dialog).getByText('Step 1 of 4: Personal Information')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Betty');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Better');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bettor@example.com');
    for (const label of ['Phone', 'Profile photo', 'Novice', 'Professional']) {
      expect(within(dialog).getByLabelText(new RegExp(label))).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone'), '555-0100');
    await user.click(within(dialog).getByLabelText(/Professional/));

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 4: Experience')).toBeInTheDocument();
    for (const sport of ['NFL', 'NBA', 'MLB', 'NHL', 'NCAAF', 'NCAAB']) {
      expect(within(dialog).getByRole('checkbox', { name: sport })).toBeInTheDocument();
    }
    for (const label of [
      'Betting experience',
      'Handicapping approach',
      'Twitter URL',
      'Instagram URL',
    ])
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'NBA' }));

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('555-0100');
    expect(within(dialog).getByLabelText(/Professional/)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('checkbox', { name: 'NBA' })).toBeChecked();
    await fillExperience(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 3 of 4: Pricing')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Minimum monthly price: $9.99 for novice handicappers, $19.99 for professional handicappers.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('As a professional handicapper, charge at least $19.99 per month.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum 10 picks per week.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Special offers (optional)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says what is wrong with each field and stays on the step', async () => {
    const { user, dialog } = await openApplication({ preloadedState: signedIn() });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Step 1 of 4: Personal Information')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone'), '555-0100');
    expect(within(dialog).queryByText('Phone is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Choose at least one sport')).toBeInTheDocument();
    expect(within(dialog).getByText('Betting experience is required')).toBeInTheDocument();
    await fillExperience(user, dialog, true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Monthly subscription price ($)'), '5');
    await user.type(within(dialog).getByLabelText('Estimated weekly picks'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText('A novice handicapper charges at least $9.99 a month'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('At least 10 picks per week')).toBeInTheDocument();
  });

  it('posts the application; a novice is welcomed with the way to /revenue once the session says Handicapper', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/handicapper-applications', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            application: {
              type: 'novice',
              status: 'approved',
              createdAt: new Date().toISOString(),
            },
            handicapperId: 'u-betty',
          },
          { status: 201 },
        );
      }),
      http.get('*/api/account/user-info', () =>
        HttpResponse.json({
          isAuthenticated: true,
          userId: 'u-betty',
          email: 'bettor@example.com',
          name: 'Betty Better',
          role: 'Handicapper',
          accountType: 'Handicapper',
          subType: '',
        }),
      ),
    );
    const { user, dialog, store } = await openApplication({ preloadedState: signedIn() });
    await user.type(within(dialog).getByLabelText('Phone'), '555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await fillExperience(user, dialog, true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Monthly subscription price ($)'), '14.99');
    await user.type(within(dialog).getByLabelText('Estimated weekly picks'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 4 of 4: Terms')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Accept the terms to apply')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the Terms/ }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: /information in this application is accurate/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const link = await screen.findByRole('link', { name: 'Open Revenue Dashboard' });
    expect(link).toHaveAttribute('href', '/revenue');
    expect(store.getState().auth.user?.role).toBe('Handicapper');
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'novice',
        sports: ['nba'],
        phone: '555-0100',
        monthlyPrice: 14.99,
        weeklyPicks: 12,
        acceptTerms: true,
        acceptAccuracy: true,
      }),
    ]);
  });

  it('shows the novice minimum for a novice applicant', async () => {
    const { user, dialog } = await openApplication({ preloadedState: signedIn() });
    await user.type(within(dialog).getByLabelText('Phone'), '555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await fillExperience(user, dialog, true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText('As a novice handicapper, charge at least $9.99 per month.'),
    ).toBeInTheDocument();
  });
});
