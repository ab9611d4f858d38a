import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CHECK_MAIL,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
} from '@domain/rules/contact';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';

const invalid = (detail: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail,
      ...(errors ? { errors } : {}),
    },
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

describe('the newsletter (docs/product.md "Contact and newsletter")', () => {
  it('signs up from the footer and says to check the inbox', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/newsletter', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_CHECK_MAIL }, { status: 202 });
      }),
    );
    const { user } = renderRoute('/error');
    const footer = await screen.findByRole('contentinfo');
    const form = within(footer).getByRole('form', { name: 'Newsletter' });
    await user.type(within(form).getByLabelText('Newsletter'), 'fan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(NEWSLETTER_CHECK_MAIL);
    expect(bodies).toEqual([{ email: 'fan@example.com' }]);
    expect(within(form).getByLabelText('Newsletter')).toHaveValue('');
  });

  it('shows the server’s word on a bad address under the box', async () => {
    server.use(
      http.post('*/api/newsletter', () =>
        invalid('Enter a valid email address', { email: ['Enter a valid email address'] }),
      ),
    );
    const { user } = renderRoute('/error');
    const footer = await screen.findByRole('contentinfo');
    const form = within(footer).getByRole('form', { name: 'Newsletter' });
    await user.type(within(form).getByLabelText('Newsletter'), 'fan@example');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(within(form).getByLabelText('Newsletter')).toHaveAttribute('aria-invalid', 'true');
  });

  it('unsubscribes from the mailed link without signing in, posting the token once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/newsletter/unsubscribe', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_UNSUBSCRIBED });
      }),
    );
    renderRoute('/newsletter?action=unsubscribe&token=abc123');
    expect(await screen.findByText(NEWSLETTER_UNSUBSCRIBED)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ token: 'abc123' }]));
  });

  it('says a used or unknown link is invalid', async () => {
    server.use(http.post('*/api/newsletter/confirm', () => invalid(NEWSLETTER_LINK_INVALID)));
    const used = renderRoute('/newsletter?action=confirm&token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_LINK_INVALID);
    used.unmount();
    renderRoute('/newsletter?action=delete');
    expect(await screen.findByText(NEWSLETTER_LINK_INVALID)).toBeInTheDocument();
  });
});

describe('Join the Community', () => {
  it('leads to the handicappers, the record, the tutorials and the newsletter', async () => {
    renderRoute('/');
    const section = (await screen.findByRole('heading', { name: 'Join the Community' })).closest(
      'section',
    )!;
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Browse Handicappers', '/handicappers'],
      ['See Total Results', '/total-results'],
      ['Read the Tutorials', '/tutorials'],
    ]);
    expect(within(section).getByRole('form', { name: 'Get the newsletter' })).toBeInTheDocument();
  });
});
