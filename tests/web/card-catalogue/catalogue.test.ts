import { describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from '@/features/card-catalogue/cardSamples';
import { available, cartReducer, cartTotal, linePrice } from '@/features/card-catalogue/cart';
import {
  botStockText,
  clampStock,
  filterChips,
  NO_FILTERS,
  nextSort,
  queryCatalogue,
  type CatalogueQuery,
} from '@/features/card-catalogue/catalogue';

const query = (over: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
  name: '',
  set: '',
  filters: NO_FILTERS,
  sort: { key: 'name', direction: 'asc' },
  ...over,
});
const names = (q: CatalogueQuery) => queryCatalogue(SAMPLE_CARDS, q).map((card) => card.name);
const card = (name: string) => SAMPLE_CARDS.find((c) => c.name === name)!;

describe('catalogue samples', () => {
  it('holds 10 cards whose converted mana cost follows their mana cost', () => {
    expect(SAMPLE_CARDS).toHaveLength(10);
    expect(card('Thornback Behemoth').convertedManaCost).toBe(6);
    expect(card('Grim Harvest').convertedManaCost).toBe(2);
    for (const c of SAMPLE_CARDS) {
      expect(c.stock).toBeGreaterThanOrEqual(0);
      expect(c.stock).toBeLessThanOrEqual(100);
      expect(c.imageUrl).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});

describe('catalogue query', () => {
  it('searches by name and by set name or code, case-insensitively', () => {
    expect(names(query({ name: 'TIDE' }))).toEqual(['Tidecaller Adept']);
    expect(names(query({ set: 'grave' }))).toEqual([
      'Ashen Reclaimer',
      'Grim Harvest',
      'Thornback Behemoth',
    ]);
    expect(names(query({ set: 'emr', name: 'c' }))).toEqual([
      'Cinderburst',
      'Clockwork Sentinel',
      'Vault of Echoes',
    ]);
  });

  it('filters by converted mana cost, rarity, color (C = colourless) and type', () => {
    expect(names(query({ filters: { ...NO_FILTERS, cmc: 3 } }))).toEqual([
      'Ashen Reclaimer',
      'Clockwork Sentinel',
      'Tidecaller Adept',
    ]);
    expect(names(query({ filters: { ...NO_FILTERS, cmc: 0 } }))).toEqual(['Vault of Echoes']);
    expect(names(query({ filters: { ...NO_FILTERS, rarity: 'M' } }))).toEqual([
      'Thornback Behemoth',
      'Veyra, Storm Seer',
    ]);
    expect(names(query({ filters: { ...NO_FILTERS, color: 'U' } }))).toEqual([
      'Tidecaller Adept',
      'Veyra, Storm Seer',
    ]);
    expect(names(query({ filters: { ...NO_FILTERS, color: 'C' } }))).toEqual([
      'Clockwork Sentinel',
      'Sunforged Relic',
      'Vault of Echoes',
    ]);
    expect(names(query({ filters: { ...NO_FILTERS, type: 'Artifact' } }))).toEqual([
      'Clockwork Sentinel',
      'Sunforged Relic',
    ]);
    expect(names(query({ filters: { ...NO_FILTERS, type: 'Creature', rarity: 'U' } }))).toEqual([
      'Ashen Reclaimer',
      'Clockwork Sentinel',
    ]);
  });

  it('sorts by buy or sell price in either direction, name breaking ties', () => {
    const byBuy = queryCatalogue(
      SAMPLE_CARDS,
      query({ sort: { key: 'buyPrice', direction: 'asc' } }),
    );
    expect(byBuy.map((c) => c.buyPrice)).toEqual(
      [...byBuy.map((c) => c.buyPrice)].sort((a, b) => a - b),
    );
    expect(names(query({ sort: { key: 'sellPrice', direction: 'desc' } }))[0]).toBe(
      'Veyra, Storm Seer',
    );
    expect(names(query({ sort: { key: 'name', direction: 'desc' } }))[0]).toBe('Veyra, Storm Seer');
  });

  it('toggles the direction of the sorted column and starts another ascending', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'buyPrice')).toEqual({
      key: 'buyPrice',
      direction: 'asc',
    });
  });

  it('makes one chip per applied filter', () => {
    expect(filterChips(NO_FILTERS)).toEqual([]);
    expect(
      filterChips({ cmc: 0, rarity: 'R', color: 'C', type: 'Land' }).map((c) => c.label),
    ).toEqual(['CMC: 0', 'Rarity: Rare', 'Color: Colorless', 'Type: Land']);
  });

  it('clamps the stock bar to 0-100 and words each bot stock', () => {
    expect([clampStock(-5), clampStock(40), clampStock(130), clampStock(Number.NaN)]).toEqual([
      0, 40, 100, 0,
    ]);
    expect(botStockText(4)).toBe('4+');
    expect(botStockText(0)).toBe('Out of stock');
  });
});

describe('cart', () => {
  const adept = card('Tidecaller Adept');
  const behemoth = card('Thornback Behemoth');

  it('adds lines, bumps quantities up to what the bots hold, and ignores out-of-stock cards', () => {
    let lines = cartReducer([], { type: 'added', card: adept });
    lines = cartReducer(lines, { type: 'added', card: adept });
    expect(lines).toEqual([{ card: adept, quantity: 2 }]);
    expect(available(behemoth)).toBe(3);
    for (let i = 0; i < 5; i++) lines = cartReducer(lines, { type: 'added', card: behemoth });
    expect(lines[1]).toEqual({ card: behemoth, quantity: 3 });
    expect(cartReducer(lines, { type: 'added', card: card('Sunforged Relic') })).toBe(lines);
  });

  it('sets quantities (0 removes the line), prices lines and totals, and clears', () => {
    let lines = cartReducer([], { type: 'added', card: adept });
    lines = cartReducer(lines, { type: 'quantitySet', cardId: adept.id, quantity: 3 });
    expect(linePrice(lines[0]!)).toBe(7.47);
    lines = cartReducer(lines, { type: 'added', card: behemoth });
    expect(cartTotal(lines)).toBe(22.46);
    expect(
      cartReducer(lines, { type: 'quantitySet', cardId: adept.id, quantity: 99 })[0]!.quantity,
    ).toBe(12);
    expect(cartReducer(lines, { type: 'quantitySet', cardId: adept.id, quantity: 0 })).toEqual([
      lines[1],
    ]);
    expect(cartReducer(lines, { type: 'cleared' })).toEqual([]);
  });
});
