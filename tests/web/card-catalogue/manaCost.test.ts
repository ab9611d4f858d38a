import { describe, expect, it } from 'vitest';
import {
  CMC_ERROR,
  convertedManaCost,
  manaColors,
  manaSymbols,
  parseCmcFilter,
} from '@/features/card-catalogue/manaCost';

describe('converted mana cost (docs/product.md §5)', () => {
  it.each([
    ['', 0],
    ['{0}', 0],
    ['{W}', 1],
    ['{1}{U}{U}', 3],
    ['{4}{G}{G}', 6],
    ['{10}', 10],
    ['{2}{U}{R}', 4],
    ['{X}{B}{B}', 2],
    ['{C}{C}', 2],
    ['{G/W}{G/W}', 2],
    ['{u}', 1],
  ])('%j counts %i: numbers by value, every colour symbol as 1', (cost, cmc) => {
    expect(convertedManaCost(cost)).toBe(cmc);
  });

  it('reads the symbols inside braces only', () => {
    expect(manaSymbols('{2}{U} junk {b}')).toEqual(['2', 'U', 'B']);
  });

  it('gives the colours of a cost, colourless (C) when it has none', () => {
    expect(manaColors('{1}{U}{U}')).toEqual(['U']);
    expect(manaColors('{2}{U}{R}')).toEqual(['U', 'R']);
    expect(manaColors('{G/W}')).toEqual(['G', 'W']);
    expect(manaColors('{3}')).toEqual(['C']);
    expect(manaColors('')).toEqual(['C']);
  });
});

describe('the converted-mana-cost filter is a non-negative whole number', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['3', 3],
    [' 12 ', 12],
  ])('%j → %j', (text, value) => {
    expect(parseCmcFilter(text)).toEqual({ ok: true, value });
  });

  it.each(['-1', '1.5', 'abc', '2e1', '+3', '½'])('%j is refused', (text) => {
    expect(parseCmcFilter(text)).toEqual({ ok: false, error: CMC_ERROR });
  });
});
