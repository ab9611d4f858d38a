import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../../server/models/history';
import { matchForecasts, parseForecasts } from '../../../server/models/reference';
import {
  attachStarters,
  nflverseStarters,
  sbroMlbStarters,
  startersBeside,
} from '../../../server/models/starters';

const HEADER =
  'league,source,season,date,game_type,neutral,home,away,home_score,away_score,home_ml,away_ml,home_line,total_line';

describe('announced starters from the raw files', () => {
  it('reads nflverse quarterbacks and joins them on date and teams', () => {
    const table = nflverseStarters(
      [
        'game_id,gameday,away_team,home_team,away_qb_name,home_qb_name',
        '1999_01_MIN_ATL,1999-09-12,MIN,ATL,Randall Cunningham,Chris Chandler',
        '1999_01_KC_CHI,1999-09-12,KC,CHI,Elvis Grbac,',
      ].join('\n'),
    );
    const games = parseHistory(
      [
        HEADER,
        'NFL,nflverse,1999,1999-09-12,REG,0,ATL,MIN,14,17,,,4.0,49.0',
        'NFL,nflverse,1999,1999-09-12,REG,0,CHI,KC,20,17,,,3.0,38.0',
      ].join('\n'),
    );
    expect(attachStarters(games, table)).toBe(1);
    expect(games[0]).toMatchObject({
      homeStarter: 'Chris Chandler',
      awayStarter: 'Randall Cunningham',
    });
    // A game whose file names one quarterback only gets none.
    expect(games[1]?.homeStarter).toBeUndefined();
  });

  it('reads SBRO pitchers (visitor row, then home row) and keeps doubleheaders in file order', () => {
    const row = (vh: string, team: string, pitcher: string) =>
      `0405,997,${vh},${team},${pitcher},0,0,0,0,0,0,0,0,0,3,-115,-102,1.5,-220,7.5,-105,7,-115`;
    const table = sbroMlbStarters(
      [
        'Date,Rot,VH,Team,Pitcher,1st,2nd,3rd,4th,5th,6th,7th,8th,9th,Final,Open,Close,Run Line,,Open OU,,Close OU,',
        row('V', 'STL', 'WAINWRIGHT-R'),
        row('H', 'CUB', 'JLESTER-L'),
        row('V', 'STL', 'LYNN-R'),
        row('H', 'CUB', 'ARRIETA-R'),
      ].join('\n'),
      2015,
    );
    const games = parseHistory(
      [
        HEADER,
        'MLB,sbro,2015,2015-04-05,,0,CUB,STL,0,3,-108,-102,,7',
        'MLB,sbro,2015,2015-04-05,,0,CUB,STL,2,1,-120,110,,7',
      ].join('\n'),
    );
    expect(attachStarters(games, table)).toBe(2);
    expect(games.map((g) => [g.homeStarter, g.awayStarter])).toEqual([
      ['JLESTER-L', 'WAINWRIGHT-R'],
      ['ARRIETA-R', 'LYNN-R'],
    ]);
  });

  it('looks beside a normalized file only, never for a URL', () => {
    expect(startersBeside('https://example.com/normalized/nfl.csv', 'nfl')).toBeNull();
    expect(startersBeside('/tmp/elsewhere/nfl.csv', 'nfl')).toBeNull();
  });
});

describe('published forecasts matched to history', () => {
  it('learns each team name’s spelling from shared dates and orients the chance to the home team', () => {
    const history = parseHistory(
      [
        HEADER,
        'NBA,k,2022,2022-06-13,POST,0,gs,bos,104,94,,,-4,210',
        'NBA,k,2022,2022-06-16,POST,0,bos,gs,90,103,,,3,211',
        'NBA,k,2022,2022-06-16,POST,0,mia,lal,100,90,,,3,211',
      ].join('\n'),
    );
    const forecasts = parseForecasts(
      [
        'season,date,team1,team2,prob1,prob1_outcome,prob2,prob2_outcome',
        '2022,2022-06-13,Warriors,Celtics,0.47,1,0.53,0',
        '2022,2022-06-16,Celtics,Warriors,0.74,0,0.26,1',
      ].join('\n'),
    );
    const matched = matchForecasts(forecasts, history);
    expect(matched.size).toBe(2);
    expect(matched.get(history[0]?.id ?? '')).toBeCloseTo(0.47);
    expect(matched.get(history[1]?.id ?? '')).toBeCloseTo(0.74);
    expect(matched.has(history[2]?.id ?? '')).toBe(false);
  });
});
