import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('footer', () => {
  it('loads under every page with its links, the newsletter box and the notice', async () => {
    renderRoute('/error');
    // Loaded beside the page, not with the first load (src/components/layout/RootLayout.tsx).
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Handicappers', '/handicappers'],
      ['AI Results', '/ai-bet-performance'],
      ['Total Results', '/total-results'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
    expect(within(footer).getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Edgewise.`);
  });
});
