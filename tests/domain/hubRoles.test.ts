import { describe, expect, it } from 'vitest';
import { HUB_PATH, HubEvent, HubMethod, matchupGroup, sportGroup } from '@domain/rules/hub';
import { HANDICAPPER_ROLE, hasRequiredRole, isHandicapper } from '@domain/rules/roles';

describe('hub names (docs/product.md §7, docs/design.md §4)', () => {
  it('lists the path, methods, events and groups', () => {
    expect(HUB_PATH).toBe('/hubs/matchups');
    expect(Object.values(HubMethod)).toEqual([
      'JoinMatchupGroup',
      'LeaveMatchupGroup',
      'JoinSportGroup',
      'LeaveSportGroup',
      'RequestMatchupsForDate',
      'RequestMatchupsForDateAndSport',
    ]);
    expect(Object.values(HubEvent)).toEqual([
      'ReceiveMatchupUpdate',
      'ReceiveSportMatchupUpdate',
      'ReceiveSportMatchupsUpdate',
      'ReceiveAiResultUpdate',
    ]);
    expect(matchupGroup('42')).toBe('matchup:42');
    expect(sportGroup('nba')).toBe('sport:nba');
  });
});

describe('roles (docs/product.md §6)', () => {
  const user = (role: string, accountType = '') => ({ role, accountType });

  it.each([
    [user('Handicapper'), true],
    [user('', 'Handicapper'), true],
    [user('User', 'Standard'), false],
    [null, false],
    [undefined, false],
  ])('isHandicapper(%j) = %s', (u, ok) => {
    expect(isHandicapper(u)).toBe(ok);
  });

  it('matches the guard’s required roles', () => {
    expect(HANDICAPPER_ROLE).toBe('Handicapper');
    expect(hasRequiredRole(user('User'), undefined)).toBe(true);
    expect(hasRequiredRole(user('User'), [])).toBe(true);
    expect(hasRequiredRole(user('User'), ['Handicapper'])).toBe(false);
    expect(hasRequiredRole(user('User', 'Handicapper'), ['Handicapper'])).toBe(true);
    expect(hasRequiredRole(user('Admin'), ['Admin', 'Handicapper'])).toBe(true);
    expect(hasRequiredRole(user('Admin', 'Handicapper'), ['Editor'])).toBe(false);
  });
});
