import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { americanToDecimal } from '@domain/rules/odds';
import {
  DEFAULT_UNITS,
  DUPLICATE_SINGLE_MESSAGE,
  MAX_UNITS_MESSAGE,
  SAME_GAME_MESSAGE,
  UNITS_MESSAGE,
  hasSingle,
  legQuote,
  toWin,
  unitsProblem,
  MAX_LEGS,
  MAX_LEGS_MESSAGE,
  TEASER_MONEYLINE_MESSAGE,
  buildComboEntry,
  buildSingleEntry,
  comboButtonLabel,
  comboToast,
  legPrice,
  legText,
  parlayPrice,
  singleToast,
  slateTeams,
  teamLabel,
  slipId,
  teamWord,
  teaserLine,
  toggleLeg,
  withSaveDefaults,
  comboProblem,
  legFacts,
  teaserLegProblem,
  teaserSportsProblem,
  teaserSportMessage,
  teaserOneSportMessage,
  teaserBelowZeroMessage,
  PUBLISH_CLOSE_MINUTES,
  picksCloseAt,
  type LegSelection,
  type Selection,
  type SlipBetType,
} from '@domain/rules/slip';
import { DEFAULT_TEASER_POINTS, TEASER_POINTS } from '@domain/rules/teaserCard';
import { entryLegSchema, saveBetsRequestSchema, slipEntrySchema } from '@domain/contracts/slip';
import { matchup } from './fixtures';

const leg = (
  matchupId: string,
  betType: SlipBetType,
  selection: Selection,
  over: Partial<Matchup> = {},
): LegSelection => {
  const m = matchup({ id: matchupId, ...over });
  return { matchupId, betType, selection, displayText: legText(m, betType, selection), matchup: m };
};

describe('constants and messages (docs/product.md §5, §9)', () => {
  it('match the spec', () => {
    expect(MAX_LEGS).toBe(8);
    expect(MAX_LEGS_MESSAGE).toBe('Maximum of 8 selections allowed for a parlay/teaser');
    expect(TEASER_MONEYLINE_MESSAGE).toBe('Money line bets cannot be included in teasers');
    expect(TEASER_POINTS).toEqual([4, 5, 6, 7, 10, 13]);
    expect(DEFAULT_TEASER_POINTS).toBe(6);
    expect(DEFAULT_UNITS).toBe(1);
  });

  it('toasts a single by the pick itself, with its price and book', () => {
    const m = matchup({
      awayTeam: 'Butler Bulldogs',
      homeTeam: 'Xavier Musketeers',
      awayMoneyLine: 204,
    });
    const slate = ['Butler Bulldogs', 'Georgia Bulldogs', 'Gonzaga Bulldogs', 'Xavier Musketeers'];
    const at = { book: 'fanduel', bookTitle: 'FanDuel', slate };
    expect(singleToast(buildSingleEntry(m, 'MoneyLine', 'Away', 'a', at))).toBe(
      'Butler Bulldogs ML +204 at FanDuel added',
    );
    expect(singleToast(buildSingleEntry(m, 'MoneyLine', 'Home', 'b'))).toBe(
      'Musketeers ML -170 added',
    );
    expect(singleToast(buildSingleEntry(m, 'Total', 'Over', 'c'))).toBe('Over 220.5 -110 added');
    expect(singleToast(buildSingleEntry(m, 'Spread', 'Away', 'd', at))).toBe(
      'Butler Bulldogs +4.5 -110 at FanDuel added',
    );
  });

  it('names a team in full only where its slate shares its nickname', () => {
    const slate = ['Butler Bulldogs', 'Georgia Bulldogs', 'Xavier Musketeers'];
    expect(teamLabel('Butler Bulldogs', 'Away', slate)).toBe('Butler Bulldogs');
    expect(teamLabel('Xavier Musketeers', 'Home', slate)).toBe('Musketeers');
    expect(teamLabel('Butler Bulldogs', 'Away', ['Butler Bulldogs'])).toBe('Bulldogs');
    expect(teamLabel('Butler Bulldogs', 'Away')).toBe('Bulldogs');
    const games = [
      matchup({
        id: 'a',
        awayTeam: 'Butler Bulldogs',
        homeTeam: 'Xavier Musketeers',
        sport: 'ncaab',
      }),
      matchup({
        id: 'b',
        awayTeam: 'Georgia Bulldogs',
        homeTeam: 'Duke Blue Devils',
        sport: 'ncaab',
      }),
      matchup({
        id: 'c',
        awayTeam: 'Fresno State Bulldogs',
        homeTeam: 'Boise State Broncos',
        sport: 'ncaaf',
      }),
      matchup({
        id: 'd',
        awayTeam: 'Yale Bulldogs',
        homeTeam: 'Brown Bears',
        sport: 'ncaab',
        date: '2025-11-23',
      }),
    ];
    expect(slateTeams(games, games[0]!)).toEqual([
      'Xavier Musketeers',
      'Butler Bulldogs',
      'Duke Blue Devils',
      'Georgia Bulldogs',
    ]);
  });

  it('words combo toasts and buttons', () => {
    expect(comboToast(3, 'parlay')).toBe('3-leg parlay added to bet slip');
    expect(comboToast(2, 'teaser')).toBe('2-leg teaser added to bet slip');
    expect(comboButtonLabel(3, 'parlay')).toBe('Add 3-leg PARLAY to Bet Slip');
    expect(comboButtonLabel(4, 'teaser')).toBe('Add 4-leg TEASER to Bet Slip');
  });
});

describe('slip refusals (docs/product.md §5)', () => {
  it('says the messages of the product', () => {
    expect(UNITS_MESSAGE).toBe('Units must be greater than 0');
    expect(DUPLICATE_SINGLE_MESSAGE).toBe('This pick is already on your bet slip');
    expect(SAME_GAME_MESSAGE).toBe('A game can be in a parlay or teaser only once');
  });

  it.each<[number, string | null]>([
    [1, null],
    [0.5, null],
    [1000, null],
    [0, UNITS_MESSAGE],
    [-1, UNITS_MESSAGE],
    [Number.NaN, UNITS_MESSAGE],
    [1000.5, MAX_UNITS_MESSAGE],
  ])('units %f → %s', (units, problem) => {
    expect(unitsProblem(units)).toBe(problem);
  });

  it('finds a single already on the slip, and only a single', () => {
    const m = matchup();
    const single = buildSingleEntry(m, 'Spread', 'Home', 's1');
    const leg0 = { matchupId: m.id, betType: 'Spread' as const, selection: 'Home' as const };
    expect(hasSingle([single], leg0)).toBe(true);
    expect(hasSingle([single], { ...leg0, selection: 'Away' })).toBe(false);
    expect(hasSingle([single], { ...leg0, betType: 'MoneyLine' })).toBe(false);
    const combo = buildComboEntry(
      [
        { ...leg0, displayText: '', matchup: m },
        {
          matchupId: 'b',
          betType: 'Total',
          selection: 'Over',
          displayText: '',
          matchup: { ...m, id: 'b' },
        },
      ],
      'parlay',
      'p1',
    );
    expect(hasSingle([combo], leg0)).toBe(false);
  });

  it('prices legs at their posted price and says when -110 is assumed', () => {
    const m = matchup({ homeSpreadPrice: -115, awaySpreadPrice: null, overPrice: -102 });
    const q = (
      betType: 'Spread' | 'Total' | 'MoneyLine',
      selection: 'Home' | 'Away' | 'Over' | 'Under',
    ) => legQuote({ betType, selection, matchup: m });
    expect(q('Spread', 'Home')).toEqual({ price: -115, assumed: false });
    expect(q('Spread', 'Away')).toEqual({ price: -110, assumed: true });
    expect(q('Total', 'Over')).toEqual({ price: -102, assumed: false });
    expect(q('Total', 'Under')).toEqual({ price: -110, assumed: true });
    expect(q('MoneyLine', 'Away')).toEqual({ price: 150, assumed: false });
  });

  it.each<[number, number, number]>([
    [-110, 1, 0.91],
    [150, 2, 3],
    [-200, 3, 1.5],
    [264, 1, 2.64],
  ])('%i for %f units wins %f', (price, units, win) => {
    expect(toWin(price, units)).toBe(win);
  });
});

describe('toggleLeg', () => {
  it('adds, removes, refuses another pick of the same game with a word, and enforces the limits', () => {
    const a = leg('a', 'Spread', 'Home');
    let r = toggleLeg([], a, 'parlay');
    expect(r).toEqual({ legs: [a] });
    r = toggleLeg([a], leg('a', 'Spread', 'Home'), 'parlay');
    expect(r).toEqual({ legs: [] });
    // docs/product.md §5: one game at most once: another pick of the game is refused, and says why.
    const away = leg('a', 'Spread', 'Away');
    expect(toggleLeg([a, leg('b', 'Total', 'Over')], away, 'parlay')).toEqual({
      error: SAME_GAME_MESSAGE,
    });
    const ml = leg('a', 'MoneyLine', 'Home');
    expect(toggleLeg([a, leg('b', 'Total', 'Over')], ml, 'parlay')).toEqual({
      error: SAME_GAME_MESSAGE,
    });
    expect(toggleLeg([a], leg('b', 'MoneyLine', 'Away'), 'teaser')).toEqual({
      error: TEASER_MONEYLINE_MESSAGE,
    });
    const eight = Array.from({ length: 8 }, (_, i) => leg(`g${i}`, 'Spread', 'Home'));
    expect(toggleLeg(eight, leg('g9', 'Spread', 'Home'), 'parlay')).toEqual({
      error: MAX_LEGS_MESSAGE,
    });
    // Removing still works at the limit.
    expect(toggleLeg(eight, leg('g0', 'Spread', 'Home'), 'parlay')).toMatchObject({
      legs: { length: 7 },
    });
  });

  it('never exceeds 8 legs nor admits a teaser money line (property)', () => {
    const arbLeg = fc
      .record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'),
        bet: fc.constantFrom<[SlipBetType, Selection]>(
          ['MoneyLine', 'Home'],
          ['MoneyLine', 'Away'],
          ['Spread', 'Home'],
          ['Spread', 'Away'],
          ['Total', 'Over'],
          ['Total', 'Under'],
        ),
      })
      .map(({ id, bet }) => leg(id, bet[0], bet[1]));
    fc.assert(
      fc.property(
        fc.constantFrom('parlay' as const, 'teaser' as const),
        fc.array(arbLeg, { maxLength: 40 }),
        (mode, clicks) => {
          let legs: LegSelection[] = [];
          for (const click of clicks) {
            const r = toggleLeg(legs, click, mode);
            if ('legs' in r) legs = r.legs;
            expect(legs.length).toBeLessThanOrEqual(MAX_LEGS);
            if (mode === 'teaser') expect(legs.some((l) => l.betType === 'MoneyLine')).toBe(false);
            const slots = legs.map((l) => `${l.matchupId}/${l.betType}`);
            expect(new Set(slots).size).toBe(slots.length);
          }
        },
      ),
    );
  });
});

describe('teaser and parlay rules (docs/product.md §5)', () => {
  it('teases only football and basketball spreads and totals, and says why a leg is refused', () => {
    const nhl = leg('h', 'Total', 'Over', { sport: 'nhl', totalPoints: 5.5 });
    expect(toggleLeg([], nhl, 'teaser')).toEqual({ error: teaserSportMessage('nhl') });
    expect(teaserSportMessage('nhl')).toBe(
      'NHL cannot be teased: teasers take only football and basketball spreads and totals',
    );
    const puck = leg('h', 'Spread', 'Away', { sport: 'nhl', awaySpread: 1.5, homeSpread: -1.5 });
    expect(toggleLeg([], puck, 'teaser')).toEqual({ error: teaserSportMessage('nhl') });
    // The same NHL legs are fine in a parlay.
    expect(toggleLeg([], nhl, 'parlay')).toEqual({ legs: [nhl] });
    for (const sport of ['nfl', 'ncaaf', 'nba', 'ncaab']) {
      const ok = leg(sport, 'Spread', 'Home', { sport });
      expect(toggleLeg([], ok, 'teaser')).toEqual({ legs: [ok] });
    }
  });

  it('keeps every leg of a teaser in one sport', () => {
    const nba = leg('a', 'Spread', 'Home', { sport: 'nba' });
    const nfl = leg('b', 'Total', 'Under', { sport: 'nfl', totalPoints: 44.5 });
    expect(toggleLeg([nba], nfl, 'teaser')).toEqual({ error: teaserOneSportMessage('nba', 'nfl') });
    expect(comboProblem([nba, nfl], 'teaser', 6)).toBe(teaserOneSportMessage('nba', 'nfl'));
    expect(comboProblem([nba, nfl], 'parlay')).toBeNull();
  });

  it('never teases a total to zero or below', () => {
    const low = leg('a', 'Total', 'Over', { sport: 'ncaab', totalPoints: 5.5 });
    expect(toggleLeg([], low, 'teaser', 6)).toEqual({
      error: teaserBelowZeroMessage('Over 5.5', -0.5),
    });
    expect(teaserBelowZeroMessage('Over 5.5', -0.5)).toBe(
      'A total cannot be teased below zero: Over 5.5 teased would be -0.5',
    );
    expect(
      toggleLeg([], leg('a', 'Total', 'Over', { sport: 'nba', totalPoints: 6 }), 'teaser', 6),
    ).toMatchObject({ error: expect.stringContaining('teased would be 0') });
    // Fewer points keep it above zero; an Under only goes up.
    expect(toggleLeg([], low, 'teaser', 4)).toEqual({ legs: [low] });
    const under = leg('a', 'Total', 'Under', { sport: 'ncaab', totalPoints: 5.5 });
    expect(toggleLeg([], under, 'teaser', 13)).toEqual({ legs: [under] });
    // Points raised after the legs were chosen: the combo is checked again.
    expect(comboProblem([low, leg('b', 'Spread', 'Home', { sport: 'ncaab' })], 'teaser', 6)).toBe(
      teaserBelowZeroMessage('Over 5.5', -0.5),
    );
  });

  it('refuses a second leg of one game in a parlay or teaser', () => {
    const a = leg('a', 'Spread', 'Home');
    expect(comboProblem([a, leg('a', 'Total', 'Over')], 'parlay')).toBe(SAME_GAME_MESSAGE);
    expect(toggleLeg([a], leg('a', 'Total', 'Over'), 'teaser')).toEqual({
      error: SAME_GAME_MESSAGE,
    });
  });

  it("legFacts reads the sport, the side's line and the text of a leg", () => {
    expect(legFacts(leg('a', 'Spread', 'Away'))).toEqual({
      sport: 'nba',
      betType: 'Spread',
      selection: 'Away',
      line: 4.5,
      text: 'Boston Celtics +4.5',
    });
    expect(teaserSportsProblem([])).toBeNull();
    expect(teaserLegProblem({ ...legFacts(leg('a', 'MoneyLine', 'Home')) }, 6)).toBe(
      TEASER_MONEYLINE_MESSAGE,
    );
  });

  it('closes a published pick 15 minutes before the game and a tracked bet at the start', () => {
    const start = new Date('2026-01-01T20:00:00Z');
    expect(PUBLISH_CLOSE_MINUTES).toBe(15);
    expect(picksCloseAt(start, true).toISOString()).toBe('2026-01-01T19:45:00.000Z');
    expect(picksCloseAt(start, false)).toEqual(start);
  });
});

describe('teaserLine (docs/product.md §5)', () => {
  it.each<[number, SlipBetType, Selection, number, number]>([
    [-4.5, 'Spread', 'Home', 6, 1.5],
    [4.5, 'Spread', 'Away', 6, 10.5],
    [220.5, 'Total', 'Over', 6, 214.5],
    [220.5, 'Total', 'Under', 6, 226.5],
    [-170, 'MoneyLine', 'Home', 6, -170],
  ])('teaserLine(%f, %s, %s, %i) = %f', (line, betType, selection, points, adjusted) => {
    expect(teaserLine(line, betType, selection, points)).toBe(adjusted);
  });

  it('shifts by exactly the points and is undone by the opposite shift (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.constantFrom<[SlipBetType, Selection]>(
          ['Spread', 'Home'],
          ['Spread', 'Away'],
          ['Total', 'Over'],
          ['Total', 'Under'],
        ),
        fc.constantFrom(...TEASER_POINTS),
        (line, [betType, selection], points) => {
          const moved = teaserLine(line, betType, selection, points);
          const direction = betType === 'Total' && selection === 'Over' ? -1 : 1;
          expect(moved - line).toBeCloseTo(direction * points, 9);
          expect(teaserLine(moved, betType, selection, -points)).toBeCloseTo(line, 9);
        },
      ),
    );
  });
});

describe('parlayPrice (docs/product.md §9)', () => {
  it('prices spread/total at -110 and money lines at their own line or +100', () => {
    expect(legPrice(leg('a', 'Spread', 'Home'))).toBe(-110);
    expect(legPrice(leg('a', 'Total', 'Under'))).toBe(-110);
    expect(legPrice(leg('a', 'MoneyLine', 'Away'))).toBe(150);
    expect(legPrice(leg('a', 'MoneyLine', 'Home'))).toBe(-170);
    expect(legPrice(leg('a', 'MoneyLine', 'Home', { homeMoneyLine: null }))).toBe(100);
    expect(legPrice(leg('a', 'MoneyLine', 'Home', { homeMoneyLine: 0 }))).toBe(100);
    expect(parlayPrice([])).toBe(0);
    expect(parlayPrice([leg('a', 'Spread', 'Home')])).toBe(-110);
    // Two -110 legs: 1.9091² = 3.6446 → +264.
    expect(parlayPrice([leg('a', 'Spread', 'Home'), leg('b', 'Total', 'Over')])).toBe(264);
    // +150 and +100: 2.5 × 2 = 5 → +400.
    expect(
      parlayPrice([
        leg('a', 'MoneyLine', 'Away'),
        leg('b', 'MoneyLine', 'Home', { homeMoneyLine: null }),
      ]),
    ).toBe(400);
  });

  it('equals the rounded product of decimal odds and never shortens with more legs (property)', () => {
    const arbLine = fc.oneof(
      fc.integer({ min: 100, max: 1000 }),
      fc.integer({ min: -1000, max: -101 }),
    );
    const arbLeg = fc
      .record({ ml: arbLine, type: fc.constantFrom<SlipBetType>('MoneyLine', 'Spread', 'Total') })
      .map(({ ml, type }) =>
        leg('x', type, type === 'Total' ? 'Over' : 'Home', { homeMoneyLine: ml }),
      );
    fc.assert(
      fc.property(fc.array(arbLeg, { minLength: 1, maxLength: 8 }), (legs) => {
        const decimal = legs.reduce((p, l) => p * americanToDecimal(legPrice(l)), 1);
        const price = parlayPrice(legs);
        expect(Math.abs(americanToDecimal(price) - decimal)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(price === 0 || Math.abs(price) >= 100).toBe(true);
        if (legs.length > 1) {
          expect(americanToDecimal(price)).toBeGreaterThanOrEqual(
            americanToDecimal(parlayPrice(legs.slice(1))) - 0.01,
          );
        }
      }),
    );
  });
});

describe('slip entries (docs/product.md §3)', () => {
  const m = matchup({ id: 'm1' });

  it('builds single entries from a selection', () => {
    expect(buildSingleEntry(m, 'MoneyLine', 'Away', 'id1')).toEqual({
      id: 'id1',
      units: 1,
      reasoning: '',
      matchupId: 'm1',
      homeTeam: 'Los Angeles Lakers',
      awayTeam: 'Boston Celtics',
      betMode: 'single',
      team: 'Celtics',
      moneyLine: '+150',
      spread: '+4.5',
      total: 'Celtics Over 220.5',
      includedMatchups: [],
      individualBets: [],
      legs: [{ matchupId: 'm1', betType: 'MoneyLine', selection: 'Away', price: 150, point: null }],
      price: 150,
      priceAssumed: false,
      startsAt: '2025-11-23T00:30:00.000Z',
    });
    expect(buildSingleEntry(m, 'Spread', 'Home', 'id2')).toMatchObject({
      team: 'Lakers',
      moneyLine: '-170',
      spread: '-4.5',
    });
    expect(buildSingleEntry(m, 'Total', 'Under', 'id3')).toMatchObject({
      team: 'Under',
      moneyLine: '-110',
      spread: '-',
      total: 'Under 220.5',
      price: -110,
      priceAssumed: true,
    });
    // A posted price is taken as it is (docs/product.md §9).
    expect(buildSingleEntry({ ...m, underPrice: -105 }, 'Total', 'Under', 'id5')).toMatchObject({
      price: -105,
      priceAssumed: false,
    });
    const bare = matchup({
      homeTeam: null,
      homeMoneyLine: null,
      homeSpread: null,
      awaySpread: null,
      totalPoints: null,
    });
    expect(buildSingleEntry(bare, 'MoneyLine', 'Home', 'id4')).toMatchObject({
      homeTeam: 'Home Team',
      team: 'Team',
      moneyLine: '-',
      spread: '-',
      total: '',
    });
    for (const e of [
      buildSingleEntry(m, 'Total', 'Over', 'x'),
      buildSingleEntry(bare, 'Spread', 'Away', 'y'),
    ]) {
      expect(slipEntrySchema.parse(e)).toEqual(e);
    }
  });

  it('builds parlay and teaser entries from legs', () => {
    const legs = [
      leg('a', 'Spread', 'Home'),
      leg('b', 'Total', 'Under', { homeTeam: 'Miami Heat' }),
    ];
    const parlay = buildComboEntry(legs, 'parlay', 'p1');
    expect(parlay).toEqual({
      id: 'p1',
      units: 1,
      reasoning: '',
      matchupId: 'a',
      homeTeam: 'Los Angeles Lakers',
      awayTeam: 'Boston Celtics',
      betMode: 'parlay',
      team: '2-leg parlay',
      moneyLine: '+264',
      spread: '-',
      total: '',
      includedMatchups: ['a', 'b'],
      individualBets: ['Los Angeles Lakers -4.5', 'Under 220.5'],
      legs: [
        { matchupId: 'a', betType: 'Spread', selection: 'Home', price: -110, point: -4.5 },
        { matchupId: 'b', betType: 'Total', selection: 'Under', price: -110, point: 220.5 },
      ],
      price: 264,
      priceAssumed: true,
      startsAt: '2025-11-23T00:30:00.000Z',
    });
    const teaser = buildComboEntry(legs, 'teaser', 't1');
    // A teaser is priced from the house card: 2 legs at 6 points is -110.
    expect(teaser).toMatchObject({
      team: '2-leg teaser',
      moneyLine: '-110',
      price: -110,
      priceAssumed: false,
      teaserPoints: 6,
      individualBets: ['Los Angeles Lakers +1.5', 'Under 226.5'],
    });
    expect(buildComboEntry(legs, 'teaser', 't2', 10).individualBets).toEqual([
      'Los Angeles Lakers +5.5',
      'Under 230.5',
    ]);
    expect(slipEntrySchema.parse(teaser)).toEqual(teaser);
    expect(() => buildComboEntry([], 'parlay', 'x')).toThrow(RangeError);
  });

  it('describes legs', () => {
    expect(legText(m, 'MoneyLine', 'Home')).toBe('Los Angeles Lakers ML -170');
    expect(legText(m, 'Spread', 'Away', 7)).toBe('Boston Celtics +11.5');
    expect(legText(m, 'Total', 'Over', 4)).toBe('Over 216.5');
    expect(legText(matchup({ totalPoints: null }), 'Total', 'Over')).toBe('Over');
    expect(legText(matchup({ homeSpread: null, awaySpread: null }), 'Spread', 'Home')).toBe(
      'Los Angeles Lakers -',
    );
    expect(teamWord('Boston Celtics', 'Away')).toBe('Celtics');
    expect(teamWord(undefined, 'Away')).toBe('Team');
  });

  it('fills save defaults and validates the save request', () => {
    const now = new Date('2025-11-22T12:00:00Z');
    const saved = withSaveDefaults(buildSingleEntry(m, 'Spread', 'Home', 'id'), now);
    expect(saved.status).toBe('pending');
    expect(saved.createdAt).toBe('2025-11-22T12:00:00.000Z');
    expect(withSaveDefaults({ ...saved, status: 'win', createdAt: 'x' }, now)).toMatchObject({
      status: 'win',
      createdAt: 'x',
    });
    expect(saveBetsRequestSchema.safeParse({ bets: [saved] }).success).toBe(true);
    expect(saveBetsRequestSchema.safeParse({ bets: [] }).success).toBe(false);
    expect(slipEntrySchema.safeParse({ ...saved, units: 0 }).success).toBe(false);
    const badTeaser = slipEntrySchema.safeParse({ ...saved, teaserPoints: 8 });
    expect(badTeaser.success).toBe(false);
    expect(badTeaser.error?.issues[0]?.message).toBe('Teaser points must be 4, 5, 6, 7, 10 or 13');
  });

  it('makes short random ids', () => {
    expect(slipId(() => 0)).toBe('00000000');
    expect(slipId()).toMatch(/^[0-9a-z]{8}$/);
  });
});

describe('entry legs (machine form for grading)', () => {
  const entry = buildSingleEntry(matchup({ id: 'm1' }), 'Spread', 'Home', 'id1');

  it('are optional, and when present hold 1 to 8 valid legs', () => {
    expect(slipEntrySchema.safeParse(entry).success).toBe(true);
    const one = { matchupId: 'm1', betType: 'Spread', selection: 'Home' };
    expect(slipEntrySchema.parse({ ...entry, legs: [one] }).legs).toEqual([one]);
    expect(slipEntrySchema.safeParse({ ...entry, legs: [] }).success).toBe(false);
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...one, matchupId: `g${i}` }));
    expect(slipEntrySchema.safeParse({ ...entry, legs: nine }).success).toBe(false);
    expect(entryLegSchema.safeParse({ ...one, selection: 'Draw' }).success).toBe(false);
    expect(entryLegSchema.safeParse({ ...one, matchupId: '' }).success).toBe(false);
  });
});
