import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardCataloguePage } from '@/features/card-catalogue/CardCataloguePage';
import { renderWithProviders } from '../render';

function names(): string[] {
  return Array.from(
    screen.getByRole('table', { name: 'Cards' }).querySelectorAll('tbody tr'),
    (row) => row.querySelector('[data-card-name]')?.textContent ?? '',
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('card catalogue mock: search and filters (docs/product.md §2)', () => {
  it('lists the 10 sample cards in the compact view, marked as a mock', () => {
    renderWithProviders(<CardCataloguePage />);
    expect(screen.getByRole('heading', { name: 'Trading Card Catalogue' })).toBeInTheDocument();
    expect(screen.getByText('Mock · sample cards and prices')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('10 of 10 cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()[0]).toBe('Ashen Reclaimer');
  });

  it('searches by card name and by set', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search by card name' }), 'tide');
    expect(names()).toEqual(['Tidecaller Adept']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by card name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by set' }), 'Ember');
    expect(names()).toEqual(['Cinderburst', 'Clockwork Sentinel', 'Vault of Echoes']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by card name' }), 'zzz');
    expect(screen.getByText('No cards match your search or filters.')).toBeInTheDocument();
  });

  it('refuses a converted mana cost that is not a non-negative whole number', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    const cmc = screen.getByRole('textbox', { name: 'Converted mana cost' });
    for (const bad of ['-1', '2.5', 'abc']) {
      await user.clear(cmc);
      await user.type(cmc, bad);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Converted mana cost must be a whole number, 0 or more',
      );
      expect(cmc).toHaveAttribute('aria-invalid', 'true');
      expect(names()).toHaveLength(10);
      expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    }
  });

  it('applies the advanced filters on Apply, shows removable chips, and Clear All resets them', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    const form = screen.getByRole('form', { name: 'Advanced filters' });
    for (const [label, options] of [
      ['Rarity', ['Any', 'C (Common)', 'U (Uncommon)', 'R (Rare)', 'M (Mythic)']],
      [
        'Color',
        ['Any', 'U (Blue)', 'B (Black)', 'W (White)', 'G (Green)', 'R (Red)', 'C (Colorless)'],
      ],
      [
        'Type',
        [
          'Any',
          'Land',
          'Sorcery',
          'Instant',
          'Enchantment',
          'Planeswalker',
          'Creature',
          'Artifact',
        ],
      ],
    ] as const) {
      const select = within(form).getByRole('combobox', { name: label });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(options);
    }

    await user.type(within(form).getByRole('textbox', { name: 'Converted mana cost' }), '3');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'Creature');
    expect(names()).toHaveLength(10);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(names()).toEqual(['Ashen Reclaimer', 'Clockwork Sentinel', 'Tidecaller Adept']);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rarity' }), 'U');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Color' }), 'C');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(names()).toEqual(['Clockwork Sentinel']);
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CMC: 3', 'Rarity: Uncommon', 'Color: Colorless', 'Type: Creature']);

    await user.click(screen.getByRole('button', { name: 'Remove Color: Colorless' }));
    expect(names()).toEqual(['Ashen Reclaimer', 'Clockwork Sentinel']);
    expect(within(form).getByRole('combobox', { name: 'Color' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove CMC: 3' }));
    expect(within(form).getByRole('textbox', { name: 'Converted mana cost' })).toHaveValue('');
    expect(names()).toEqual(['Ashen Reclaimer', 'Clockwork Sentinel']);

    await user.click(within(form).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Rarity' })).toHaveValue('');
    expect(names()).toHaveLength(10);
  });

  it('filters a converted mana cost of 0 (the land)', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Converted mana cost' }), '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(names()).toEqual(['Vault of Echoes']);
  });
});

describe('card catalogue mock: sorting and views', () => {
  it('sorts by name, buy price and sell price, toggling the direction', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Veyra, Storm Seer');

    await user.click(screen.getByRole('button', { name: 'Buy price' }));
    expect(header('Buy price')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(names().slice(0, 3)).toEqual([
      'Dawnwarden Oath',
      'Clockwork Sentinel',
      'Ashen Reclaimer',
    ]);

    await user.click(screen.getByRole('button', { name: 'Buy price' }));
    expect(header('Buy price')).toHaveAttribute('aria-sort', 'descending');
    expect(names().slice(0, 2)).toEqual(['Veyra, Storm Seer', 'Thornback Behemoth']);

    await user.click(screen.getByRole('button', { name: 'Sell price' }));
    expect(names()[0]).toBe('Dawnwarden Oath');
    expect(names().at(-1)).toBe('Veyra, Storm Seer');
  });

  it('switches between compact, list and cards views', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    expect(screen.queryByText('Creature — Merfolk Wizard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('table', { name: 'Cards' })).toHaveAttribute('data-view', 'list');
    expect(screen.getByText('Creature — Merfolk Wizard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    const grid = screen.getByRole('list', { name: 'Cards' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(10);
    expect(within(grid).getByRole('img', { name: 'Tidecaller Adept' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', {
        name: 'Sell price',
      }),
    );
    expect(within(grid).getAllByRole('listitem')[0]).toHaveAccessibleName('Dawnwarden Oath');
  });

  it('forces the cards view to compact at 768px or narrower', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { user } = renderWithProviders(<CardCataloguePage />);
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cards' })).toHaveAttribute('data-view', 'compact');
    expect(
      screen.getByText('The cards view needs a wider screen; showing the compact view.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('table', { name: 'Cards' })).toHaveAttribute('data-view', 'list');
  });

  it('shows each bot stock in the stock bar tooltip', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    const meter = screen.getByRole('meter', { name: 'Stock of Tidecaller Adept' });
    expect(meter).toHaveAttribute('aria-valuenow', '72');
    expect(within(meter).getByTestId('stock-fill')).toHaveStyle({ width: '72%' });
    await user.hover(meter);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('GoatBot8+');
    expect(tooltip).toHaveTextContent('GoatBot24+');
    expect(tooltip).toHaveTextContent('GoatBot3Out of stock');
  });
});

describe('card catalogue mock: cart', () => {
  it('adds cards, changes quantities, prices lines and the total, and clears', async () => {
    const { user } = renderWithProviders(<CardCataloguePage />);
    const cart = screen.getByRole('complementary', { name: 'Cart' });
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(cart).getByLabelText('Cart total')).toHaveTextContent('$0.00');

    await user.click(screen.getByRole('button', { name: 'Add Tidecaller Adept to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Tidecaller Adept to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Thornback Behemoth to cart' }));
    expect(
      within(cart).getByRole('spinbutton', { name: 'Quantity of Tidecaller Adept' }),
    ).toHaveValue(2);
    expect(within(cart).getByLabelText('Line price of Tidecaller Adept')).toHaveTextContent(
      '$4.98',
    );
    expect(within(cart).getByLabelText('Line price of Thornback Behemoth')).toHaveTextContent(
      '$14.99',
    );
    expect(within(cart).getByLabelText('Cart total')).toHaveTextContent('$19.97');

    await user.click(within(cart).getByRole('button', { name: 'More Thornback Behemoth' }));
    await user.click(within(cart).getByRole('button', { name: 'More Thornback Behemoth' }));
    expect(within(cart).getByRole('button', { name: 'More Thornback Behemoth' })).toBeDisabled();
    expect(within(cart).getByLabelText('Cart total')).toHaveTextContent('$49.95');

    const quantity = within(cart).getByRole('spinbutton', { name: 'Quantity of Tidecaller Adept' });
    await user.type(quantity, '5', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(within(cart).getByLabelText('Line price of Tidecaller Adept')).toHaveTextContent(
      '$12.45',
    );
    await user.click(within(cart).getByRole('button', { name: 'Fewer Thornback Behemoth' }));
    expect(within(cart).getByLabelText('Cart total')).toHaveTextContent('$42.43');

    // CHECKOUT has no action.
    await user.click(within(cart).getByRole('button', { name: 'CHECKOUT' }));
    expect(within(cart).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(cart).getByRole('button', { name: 'Clear' }));
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(cart).getByLabelText('Cart total')).toHaveTextContent('$0.00');
  });

  it('cannot add a card no bot holds', () => {
    renderWithProviders(<CardCataloguePage />);
    expect(screen.getByRole('button', { name: 'Add Sunforged Relic to cart' })).toBeDisabled();
  });
});
