import { describe, expect, it } from 'vitest';
import {
  COMBO_LEGS_REQUIRED,
  INCLUDED_MISMATCH,
  SAME_GAME_MESSAGE,
  LEG_OUTSIDE_ENTRY,
  MATCHUP_NOT_IN_LEGS,
  SELECTION_MISMATCH,
  SINGLE_AMBIGUOUS,
  SINGLE_ONE_LEG,
  TEASER_MIN_LEGS_MESSAGE,
  TEASER_POINTS_REQUIRED,
  deriveSingleLeg,
  duplicateEntryIds,
  entryLegs,
  teaserPrice,
  type LegChoice,
  TEASER_MONEYLINE_MESSAGE,
  buildComboEntry,
  buildSingleEntry,
  type LegSelection,
  type SlipBetType,
  type Selection,
  type SlipEntry,
} from '@domain/rules/slip';
import { TEASER_PRICES, TEASER_POINTS } from '@domain/rules/teaserCard';
import { betsResponseSchema, saveBetsResponseSchema, savedBetSchema } from '@domain/contracts/bets';
import {
  entryClv,
  entryPrice,
  entryProfit,
  gradeEntry,
  gradeLeg,
  gradedLine,
  legClv,
  closingFairProbability,
  savedMessage,
  takenLine,
} from '@domain/rules/bets';
import type { Outcome } from '@domain/rules/outcomes';
import { matchup } from './fixtures';

const m = matchup();
const leg = (matchupId: string, betType: SlipBetType, selection: Selection): LegChoice => ({
  matchupId,
  betType,
  selection,
});
const sel = (id: string, betType: SlipBetType, selection: Selection): LegSelection => ({
  ...leg(id, betType, selection),
  displayText: '',
  matchup: matchup({ id }),
});

describe('teaser card', () => {
  it('prices every point option for 2 to 8 legs, paying less for more points', () => {
    for (const points of TEASER_POINTS) expect(TEASER_PRICES[points]).toHaveLength(7);
    const decimal = (a: number) => (a > 0 ? 1 + a / 100 : 1 + 100 / -a);
    for (let legs = 2; legs <= 8; legs += 1) {
      const row = TEASER_POINTS.map((p) => decimal(teaserPrice(legs, p)!));
      expect([...row].sort((a, b) => b - a)).toEqual(row);
    }
  });

  it.each([
    [2, 6, -110],
    [3, 6, 160],
    [8, 4, 1200],
    [2, 13, -300],
    [1, 6, -110],
    [0, 6, null],
    [9, 6, null],
    [2, 8, null],
  ])('%i legs at %i points → %s', (legs, points, price) => {
    expect(teaserPrice(legs, points)).toBe(price);
  });
});

describe('deriveSingleLeg (no legs sent)', () => {
  const single = (betType: SlipBetType, selection: Selection, over = {}) => ({
    ...buildSingleEntry(m, betType, selection, 'x'),
    ...over,
  });
  it.each([
    ['Over total', single('Total', 'Over'), leg('m1', 'Total', 'Over')],
    ['Under total', single('Total', 'Under'), leg('m1', 'Total', 'Under')],
    [
      'money line without a spread',
      single('MoneyLine', 'Home', { spread: '-' }),
      leg('m1', 'MoneyLine', 'Home'),
    ],
    [
      'spread without a money line',
      single('Spread', 'Away', { moneyLine: '' }),
      leg('m1', 'Spread', 'Away'),
    ],
    ['both lines filled', single('Spread', 'Away'), null],
    ['unknown team word', single('MoneyLine', 'Home', { team: 'Knicks', spread: '-' }), null],
    ['same team words', single('MoneyLine', 'Home', { awayTeam: 'LA Lakers', spread: '-' }), null],
  ])('%s', (_name, entry, expected) => {
    expect(deriveSingleLeg(entry)).toEqual(expected);
  });
});

describe('entryLegs', () => {
  const single = buildSingleEntry(m, 'Spread', 'Home', 's1');
  const parlayLegs = [
    sel('m1', 'Spread', 'Home'),
    sel('m2', 'MoneyLine', 'Away'),
    sel('m3', 'Total', 'Over'),
  ];
  const parlay = buildComboEntry(parlayLegs, 'parlay', 'p1');
  const teaserLegs = [sel('m1', 'Spread', 'Home'), sel('m2', 'Total', 'Under')];
  const teaser = buildComboEntry(teaserLegs, 'teaser', 't1', 6);
  const machine = (legs: LegSelection[]) =>
    legs.map((l) => leg(l.matchupId, l.betType, l.selection));

  it('accepts well-formed entries', () => {
    expect(entryLegs(single, [leg('m1', 'Spread', 'Home')])).toEqual({
      legs: [leg('m1', 'Spread', 'Home')],
    });
    expect(entryLegs(parlay, machine(parlayLegs))).toEqual({ legs: machine(parlayLegs) });
    expect(entryLegs(teaser, machine(teaserLegs))).toEqual({ legs: machine(teaserLegs) });
    expect(entryLegs({ ...parlay, includedMatchups: [] }, machine(parlayLegs))).toHaveProperty(
      'legs',
    );
    expect(entryLegs({ ...single, team: 'Over' }, undefined)).toEqual({
      legs: [leg('m1', 'Total', 'Over')],
    });
  });

  it.each<
    [string, Parameters<typeof entryLegs>[0], LegChoice[] | undefined, string, (string | number)[]]
  >([
    ['ambiguous single', single, undefined, SINGLE_AMBIGUOUS, ['legs']],
    [
      'single with two legs',
      single,
      [leg('m1', 'Spread', 'Home'), leg('m1', 'Total', 'Over')],
      SINGLE_ONE_LEG,
      ['legs'],
    ],
    [
      'single on another game',
      single,
      [leg('m9', 'Spread', 'Home')],
      LEG_OUTSIDE_ENTRY,
      ['legs', 0, 'matchupId'],
    ],
    [
      'Over on a spread',
      single,
      [leg('m1', 'Spread', 'Over')],
      SELECTION_MISMATCH,
      ['legs', 0, 'selection'],
    ],
    [
      'Home on a total',
      single,
      [leg('m1', 'Total', 'Home')],
      SELECTION_MISMATCH,
      ['legs', 0, 'selection'],
    ],
    ['combo without legs', parlay, undefined, COMBO_LEGS_REQUIRED, ['legs']],
    [
      'both sides of one line',
      parlay,
      [leg('m1', 'Spread', 'Home'), leg('m1', 'Spread', 'Away')],
      SAME_GAME_MESSAGE,
      ['legs', 1],
    ],
    [
      'teaser money line',
      teaser,
      [leg('m1', 'MoneyLine', 'Home'), leg('m2', 'Total', 'Under')],
      TEASER_MONEYLINE_MESSAGE,
      ['legs', 0, 'betType'],
    ],
    [
      'one-leg teaser',
      { ...teaser, includedMatchups: [] },
      [leg('m1', 'Spread', 'Home')],
      TEASER_MIN_LEGS_MESSAGE,
      ['legs'],
    ],
    [
      'teaser without points',
      { ...teaser, teaserPoints: undefined },
      machine(teaserLegs),
      TEASER_POINTS_REQUIRED,
      ['teaserPoints'],
    ],
    [
      'matchupId outside the legs',
      { ...parlay, matchupId: 'm7' },
      machine(parlayLegs),
      MATCHUP_NOT_IN_LEGS,
      ['matchupId'],
    ],
    [
      'includedMatchups differ',
      { ...parlay, includedMatchups: ['m1', 'm2'] },
      machine(parlayLegs),
      INCLUDED_MISMATCH,
      ['includedMatchups'],
    ],
  ])('%s is refused', (_name, entry, legs, message, path) => {
    const result = entryLegs(entry, legs);
    expect(result).toHaveProperty('issues');
    expect('issues' in result && result.issues).toContainEqual({ path, message });
  });

  it('finds repeated entry ids', () => {
    expect(duplicateEntryIds([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }])).toEqual([2, 3]);
    expect(duplicateEntryIds([{ id: 'a' }])).toEqual([]);
  });
});

describe('takenLine and gradedLine', () => {
  it.each<[SlipBetType, Selection, ReturnType<typeof takenLine>]>([
    ['MoneyLine', 'Home', { price: -170, line: null }],
    ['MoneyLine', 'Away', { price: 150, line: null }],
    ['Spread', 'Home', { price: -110, line: -4.5 }],
    ['Spread', 'Away', { price: -110, line: 4.5 }],
    ['Total', 'Under', { price: -110, line: 220.5 }],
    ['Total', 'Home', { price: -110, line: 220.5 }],
    ['MoneyLine', 'Over', null],
  ])('%s %s', (betType, selection, expected) => {
    expect(takenLine(m, { betType, selection })).toEqual(expected);
  });

  it('is null when the market is not offered', () => {
    const bare = matchup({
      homeMoneyLine: null,
      awaySpread: null,
      homeSpread: null,
      totalPoints: null,
    });
    expect(takenLine(bare, { betType: 'MoneyLine', selection: 'Home' })).toBeNull();
    expect(
      takenLine(matchup({ homeMoneyLine: 50 }), { betType: 'MoneyLine', selection: 'Home' }),
    ).toBeNull();
    expect(takenLine(bare, { betType: 'Spread', selection: 'Home' })).toBeNull();
    expect(takenLine(bare, { betType: 'Total', selection: 'Over' })).toBeNull();
    expect(
      takenLine(matchup({ homeSpread: null }), { betType: 'Spread', selection: 'Home' }),
    ).toEqual({
      price: -110,
      line: -4.5,
    });
  });

  it('moves teaser lines by docs/product.md §5 and leaves others alone', () => {
    const spread = { price: -110, line: -4.5 };
    const total = { price: -110, line: 220.5 };
    expect(gradedLine(spread, { betType: 'Spread', selection: 'Home' }, 6)).toBe(1.5);
    expect(gradedLine(total, { betType: 'Total', selection: 'Over' }, 6)).toBe(214.5);
    expect(gradedLine(total, { betType: 'Total', selection: 'Under' }, 6)).toBe(226.5);
    expect(gradedLine(spread, { betType: 'Spread', selection: 'Home' })).toBe(-4.5);
    expect(
      gradedLine({ price: 150, line: null }, { betType: 'MoneyLine', selection: 'Away' }, 6),
    ).toBeNull();
  });
});

describe('entryPrice', () => {
  it.each<[Parameters<typeof entryPrice>[0], number[], number | undefined, number | null]>([
    ['single', [150], undefined, 150],
    ['parlay', [-110, -110], undefined, 264],
    ['parlay', [150, -110, -170], undefined, 658],
    ['teaser', [-110, -110], 6, -110],
    ['teaser', [-110, -110, -110], 7, 140],
    ['teaser', [-110, -110], undefined, null],
    ['parlay', [], undefined, null],
  ])('%s %j (%s pts) → %s', (mode, prices, points, expected) => {
    expect(entryPrice(mode, prices, points)).toBe(expected);
  });
});

describe('gradeLeg', () => {
  const final = (home: number, away: number) => ({
    status: 'FINAL',
    homeScore: home,
    awayScore: away,
  });
  it.each<[string, SlipBetType, Selection, number | null, ReturnType<typeof final>, Outcome]>([
    ['home ML wins', 'MoneyLine', 'Home', null, final(110, 100), 'win'],
    ['away ML loses', 'MoneyLine', 'Away', null, final(110, 100), 'loss'],
    ['ML tie pushes', 'MoneyLine', 'Home', null, final(3, 3), 'push'],
    ['favourite covers', 'Spread', 'Home', -4.5, final(110, 100), 'win'],
    ['dog covers', 'Spread', 'Away', 4.5, final(104, 100), 'win'],
    ['spread on the number', 'Spread', 'Home', -10, final(110, 100), 'push'],
    ['teased spread', 'Spread', 'Home', 1.5, final(100, 101), 'win'],
    ['over', 'Total', 'Over', 200.5, final(110, 100), 'win'],
    ['under', 'Total', 'Under', 200.5, final(110, 100), 'loss'],
    ['total on the number', 'Total', 'Under', 210, final(110, 100), 'push'],
    ['spread without a line', 'Spread', 'Home', null, final(110, 100), 'pending'],
    ['total without a line', 'Total', 'Over', null, final(110, 100), 'pending'],
    ['total picking a side', 'Total', 'Home', 200, final(110, 100), 'pending'],
    ['money line picking Over', 'MoneyLine', 'Over', null, final(110, 100), 'pending'],
    [
      'not finished',
      'MoneyLine',
      'Home',
      null,
      { status: 'NOTFINISHED', homeScore: 5, awayScore: 1 },
      'pending',
    ],
  ])('%s', (_name, betType, selection, line, game, outcome) => {
    expect(gradeLeg({ betType, selection, line }, game)).toBe(outcome);
  });
});

describe('gradeEntry and entryProfit', () => {
  const l = (status: Outcome, price = -110) => ({ status, price });
  it.each<[string, Parameters<typeof gradeEntry>, Outcome, number | null]>([
    ['single win at +150', ['single', [l('win', 150)]], 'win', 1.5],
    ['single win at -110', ['single', [l('win')]], 'win', 0.9091],
    ['single loss', ['single', [l('loss', 150)]], 'loss', -1],
    ['single push', ['single', [l('push')]], 'push', 0],
    ['single pending', ['single', [l('pending')]], 'pending', null],
    ['parlay all win', ['parlay', [l('win'), l('win', 150)]], 'win', 3.7727],
    [
      'parlay pushed leg drops out',
      ['parlay', [l('win', 150), l('push'), l('win', -200)]],
      'win',
      2.75,
    ],
    ['parlay a loss beats pending', ['parlay', [l('pending'), l('loss'), l('win')]], 'loss', -1],
    ['parlay waits for pending', ['parlay', [l('win'), l('pending')]], 'pending', null],
    ['parlay all pushed', ['parlay', [l('push'), l('push')]], 'push', 0],
    ['teaser 3-team 6 pts', ['teaser', [l('win'), l('win'), l('win')], 6], 'win', 1.6],
    [
      'teaser push reprices to 2 legs',
      ['teaser', [l('win'), l('push'), l('win')], 6],
      'win',
      0.9091,
    ],
    ['teaser cut to one leg', ['teaser', [l('win'), l('push')], 7], 'win', 0.9091],
    ['teaser loss', ['teaser', [l('win'), l('loss')], 6], 'loss', -1],
    ['teaser off the card', ['teaser', [l('win'), l('win')], 8], 'pending', null],
    ['no legs', ['parlay', []], 'pending', null],
  ])('%s', (_name, args, status, profit) => {
    const grade = gradeEntry(...args);
    expect(grade.status).toBe(status);
    expect(entryProfit(grade, 1)).toBe(profit);
  });

  it('scales with units', () => {
    expect(entryProfit({ status: 'win', decimal: 2.5 }, 2)).toBe(3);
    expect(entryProfit({ status: 'loss', decimal: null }, 2.5)).toBe(-2.5);
    expect(entryProfit({ status: 'win', decimal: null }, 1)).toBeNull();
  });
});

describe('closing-line value, in no-vig probability points (domain/rules/figures.ts)', () => {
  // Closing lines of an NBA game: home -5.5 / away +5.5 at -110 each, total 223.5 at -110 each.
  const close = {
    homeMoneyLine: -140,
    awayMoneyLine: 120,
    homeSpread: -5.5,
    awaySpread: 5.5,
    totalPoints: 223.5,
    homeSpreadPrice: -110,
    awaySpreadPrice: -110,
    overPrice: -110,
    underPrice: -110,
  };
  // Break-even of -110 is 52.38%; a point is worth Φ(points / 12) on an NBA spread (13.2 on a total).
  it.each<[string, SlipBetType, Selection, { price: number; line: number | null }, number | null]>([
    // Fair 50% at -5.5, moved two points to -3.5: Φ(2/12) = 56.62% − 52.38%.
    [
      'spread two points better than the close',
      'Spread',
      'Home',
      { price: -110, line: -3.5 },
      4.24,
    ],
    // +4.5 closed +5.5: one point worse, Φ(−1/12) = 46.68% − 52.38%.
    ['dog spread a point worse', 'Spread', 'Away', { price: -110, line: 4.5 }, -5.7],
    // Taken at the closing number and price: only the vig, −2.38.
    ['spread at the close', 'Spread', 'Home', { price: -110, line: -5.5 }, -2.38],
    ['over three points better', 'Total', 'Over', { price: -110, line: 220.5 }, 6.61],
    ['under three points better', 'Total', 'Under', { price: -110, line: 226.5 }, 6.61],
    // +150 is 40% to break even; the away side closed +120 / -140: 43.80% with no vig.
    ['money line +150 that closed +120', 'MoneyLine', 'Away', { price: 150, line: null }, 3.8],
  ])('%s', (_name, betType, selection, taken, clv) => {
    expect(legClv({ betType, selection }, taken, close, 'nba')).toBe(clv);
  });

  it('counts football’s key numbers: +3.5 taken against a +3 close is worth more than a half point at 10', () => {
    const nfl = { ...close, homeSpread: -3, awaySpread: 3 };
    const at3 = legClv(
      { betType: 'Spread', selection: 'Away' },
      { price: -110, line: 3.5 },
      nfl,
      'nfl',
    );
    const at10 = legClv(
      { betType: 'Spread', selection: 'Away' },
      { price: -110, line: 10.5 },
      { ...close, homeSpread: -10, awaySpread: 10 },
      'nfl',
    );
    expect(at3! - at10!).toBeGreaterThan(2);
  });

  it('reads the money line against both closing prices, and is null without a closing line', () => {
    const ml = { ...close, homeMoneyLine: -150, awayMoneyLine: 130 };
    // Took -150 (60%) and it closed -150 / +130: 57.98% with no vig.
    expect(
      legClv({ betType: 'MoneyLine', selection: 'Home' }, { price: -150, line: null }, ml, 'nba'),
    ).toBe(-2.02);
    expect(
      legClv({ betType: 'Spread', selection: 'Home' }, { price: -110, line: -3.5 }, null, 'nba'),
    ).toBeNull();
    expect(
      legClv(
        { betType: 'Total', selection: 'Over' },
        { price: -110, line: 220 },
        { ...close, totalPoints: null },
        'nba',
      ),
    ).toBeNull();
    // One unit for every market: a spread point and a money-line move compare directly.
    expect(closingFairProbability({ betType: 'Spread', selection: 'Away' }, close)).toEqual({
      probability: 0.5,
      line: 5.5,
    });
  });

  it('averages the known leg values of an entry', () => {
    expect(entryClv([2, null, 1])).toBe(1.5);
    expect(entryClv([1, 1, 2])).toBe(1.33);
    expect(entryClv([null])).toBeNull();
    expect(entryClv([])).toBeNull();
  });
});

describe('wire', () => {
  it('says how many picks were saved', () => {
    expect(savedMessage(1, 0)).toBe('1 pick saved.');
    expect(savedMessage(3, 0)).toBe('3 picks saved.');
    expect(savedMessage(0, 2)).toBe('2 picks already saved.');
    expect(savedMessage(2, 1)).toBe('2 picks saved; 1 pick already saved.');
  });

  it('describes a saved bet', () => {
    const legWire = {
      matchupId: 'm1',
      betType: 'Spread',
      selection: 'Home',
      price: -110,
      line: -4.5,
      gradedLine: -4.5,
      status: 'win',
      closingPrice: -110,
      closingLine: -5.5,
      clv: 1,
    };
    // The browser's priceAssumed and startsAt hints are not part of a saved bet.
    const texts: Partial<SlipEntry> = buildSingleEntry(m, 'Spread', 'Home', 's1');
    delete texts.priceAssumed;
    delete texts.startsAt;
    const bet = {
      ...texts,
      status: 'win',
      createdAt: '2025-11-22T12:00:00.000Z',
      gradedAt: '2025-11-23T03:00:00.000Z',
      price: -110,
      profit: 0.9091,
      clv: 1,
      betType: 'Spread',
      sport: 'nba',
      legs: [legWire],
    };
    expect(savedBetSchema.parse(bet)).toEqual(bet);
    expect(betsResponseSchema.safeParse({ bets: [bet] }).success).toBe(true);
    expect(
      saveBetsResponseSchema.safeParse({ success: true, message: 'x', bets: [bet] }).success,
    ).toBe(true);
    expect(savedBetSchema.safeParse({ ...bet, status: 'void' }).success).toBe(false);
  });
});
