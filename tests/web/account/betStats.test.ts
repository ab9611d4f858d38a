import { describe, expect, it } from 'vitest';
import {
  betOdds,
  describeBet,
  describeEvent,
  type SavedBet,
} from '@/features/account/profile/bets';
import { parseBets } from '@/features/account/profile/betsParse';
import {
  clvText,
  percentText,
  recordText,
  summarizeBets,
  unitsText,
} from '@/features/account/profile/betStats';
import { byMonth, bySport } from '@domain/rules/tracker';
import { BETS } from './profileFixtures';

const bets: SavedBet[] = parseBets({ bets: BETS });

describe('profile bet statistics', () => {
  it('summarises wins, losses, pushes and pending; win rate over decided bets; ROI over graded stakes', () => {
    expect(summarizeBets(bets)).toEqual({
      placed: 4,
      wins: 1,
      losses: 1,
      pushes: 1,
      pending: 1,
      winRate: 50,
      units: 2,
      roi: 50,
      // Only the win carries a CLV (+1.2 points): the mean, and 1 of 1 measured beat the close.
      meanClv: 1.2,
      beatClose: 100,
    });
    expect(clvText(summarizeBets(bets).meanClv)).toBe('+1.20 pts');
  });

  it('has no win rate or ROI when nothing is graded', () => {
    const pending = summarizeBets(bets.filter((bet) => bet.status === 'pending'));
    expect(pending.winRate).toBeNull();
    expect(pending.roi).toBeNull();
    expect(percentText(pending.winRate)).toBe('-');
    expect(summarizeBets([])).toMatchObject({
      placed: 0,
      units: 0,
      winRate: null,
      roi: null,
      meanClv: null,
      beatClose: null,
    });
    expect(clvText(null)).toBe('-');
  });

  it('groups by month newest first in the account zone, and by sport only when bets carry one', () => {
    expect(byMonth(bets, 100, 'America/New_York').map((g) => [g.label, recordText(g)])).toEqual([
      ['March 2025', '1-1-0'],
      // 00:30 UTC on Feb 20 is still Feb 19 in New York.
      ['February 2025', '0-0-1'],
    ]);
    expect(bySport(bets, 100)).toEqual([]);
    expect(byMonth([{ ...bets[0]!, createdAt: 'not a date' }], 100, 'UTC')).toEqual([]);
  });

  it('formats units with a sign and two decimals', () => {
    expect(unitsText(1.5)).toBe('+1.50u');
    expect(unitsText(-1)).toBe('-1.00u');
    expect(unitsText(0)).toBe('0.00u');
    expect(unitsText(null)).toBe('-');
  });

  it('reads a body without a bets list as no bets', () => {
    expect(parseBets(null)).toEqual([]);
    expect(parseBets({ bets: 'x' })).toEqual([]);
    expect(parseBets({ bets: [{ ...BETS[1], status: 'weird', units: 'x' }] })[0]).toMatchObject({
      status: 'pending',
      units: 1,
    });
  });
});

describe('describing a bet', () => {
  const [parlay, moneyLine, spread, total] = bets;

  it('names the pick by its market, and prices spreads at -110', () => {
    expect([describeBet(moneyLine!), betOdds(moneyLine!)]).toEqual(['Lakers ML', '+150']);
    expect([describeBet(spread!), betOdds(spread!)]).toEqual(['Celtics -3.5', '-110']);
    expect([describeBet(total!), betOdds(total!)]).toEqual(['Over 220.5', '-110']);
    expect([describeBet(parlay!), betOdds(parlay!)]).toEqual(['3-leg parlay', '+596']);
    expect(describeEvent(parlay!)).toBe('Lakers ML · Knicks -2.5 · Over 221.5');
  });

  it('shows the price the server says the pick was taken at (a posted -105 spread is not -110)', () => {
    expect(betOdds({ ...spread!, price: -105 })).toBe('-105');
    expect(betOdds({ ...parlay!, price: 264 })).toBe('+264');
  });

  it('shows only the team when the entry does not say money line or spread', () => {
    const side = { ...moneyLine!, betType: undefined };
    expect([describeBet(side), betOdds(side)]).toEqual(['Lakers', '+150']);
  });

  it('shows teaser points and falls back to Away Team / Home Team', () => {
    const teaser = {
      ...parlay!,
      betMode: 'teaser' as const,
      team: '2-leg teaser',
      teaserPoints: 6,
    };
    expect(describeBet(teaser)).toBe('2-leg teaser (6 pts)');
    expect(describeEvent({ ...moneyLine!, homeTeam: '', awayTeam: '' })).toBe(
      'Away Team @ Home Team',
    );
  });
});
