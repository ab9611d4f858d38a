import type { Sport } from '@/domain/sports';

/** Home time zone of a team: decides local start times (7:00 PM local is 10:00 PM Eastern on the coast). */
export type Zone = 'E' | 'C' | 'M' | 'P';

export interface Team {
  abbr: string;
  name: string;
  zone: Zone;
  /** MLB only: a five-man rotation. */
  rotation?: readonly string[];
}

const t = (abbr: string, name: string, zone: Zone, rotation?: string): Team =>
  rotation ? { abbr, name, zone, rotation: rotation.split(', ') } : { abbr, name, zone };

const NFL: Team[] = [
  t('ARI', 'Arizona Cardinals', 'M'), t('ATL', 'Atlanta Falcons', 'E'), t('BAL', 'Baltimore Ravens', 'E'),
  t('BUF', 'Buffalo Bills', 'E'), t('CAR', 'Carolina Panthers', 'E'), t('CHI', 'Chicago Bears', 'C'),
  t('CIN', 'Cincinnati Bengals', 'E'), t('CLE', 'Cleveland Browns', 'E'), t('DAL', 'Dallas Cowboys', 'C'),
  t('DEN', 'Denver Broncos', 'M'), t('DET', 'Detroit Lions', 'E'), t('GB', 'Green Bay Packers', 'C'),
  t('HOU', 'Houston Texans', 'C'), t('IND', 'Indianapolis Colts', 'E'), t('JAX', 'Jacksonville Jaguars', 'E'),
  t('KC', 'Kansas City Chiefs', 'C'), t('LV', 'Las Vegas Raiders', 'P'), t('LAC', 'Los Angeles Chargers', 'P'),
  t('LAR', 'Los Angeles Rams', 'P'), t('MIA', 'Miami Dolphins', 'E'), t('MIN', 'Minnesota Vikings', 'C'),
  t('NE', 'New England Patriots', 'E'), t('NO', 'New Orleans Saints', 'C'), t('NYG', 'New York Giants', 'E'),
  t('NYJ', 'New York Jets', 'E'), t('PHI', 'Philadelphia Eagles', 'E'), t('PIT', 'Pittsburgh Steelers', 'E'),
  t('SF', 'San Francisco 49ers', 'P'), t('SEA', 'Seattle Seahawks', 'P'), t('TB', 'Tampa Bay Buccaneers', 'E'),
  t('TEN', 'Tennessee Titans', 'C'), t('WAS', 'Washington Commanders', 'E'),
];

const NBA: Team[] = [
  t('ATL', 'Atlanta Hawks', 'E'), t('BOS', 'Boston Celtics', 'E'), t('BKN', 'Brooklyn Nets', 'E'),
  t('CHA', 'Charlotte Hornets', 'E'), t('CHI', 'Chicago Bulls', 'C'), t('CLE', 'Cleveland Cavaliers', 'E'),
  t('DAL', 'Dallas Mavericks', 'C'), t('DEN', 'Denver Nuggets', 'M'), t('DET', 'Detroit Pistons', 'E'),
  t('GSW', 'Golden State Warriors', 'P'), t('HOU', 'Houston Rockets', 'C'), t('IND', 'Indiana Pacers', 'E'),
  t('LAC', 'LA Clippers', 'P'), t('LAL', 'Los Angeles Lakers', 'P'), t('MEM', 'Memphis Grizzlies', 'C'),
  t('MIA', 'Miami Heat', 'E'), t('MIL', 'Milwaukee Bucks', 'C'), t('MIN', 'Minnesota Timberwolves', 'C'),
  t('NOP', 'New Orleans Pelicans', 'C'), t('NYK', 'New York Knicks', 'E'), t('OKC', 'Oklahoma City Thunder', 'C'),
  t('ORL', 'Orlando Magic', 'E'), t('PHI', 'Philadelphia 76ers', 'E'), t('PHX', 'Phoenix Suns', 'M'),
  t('POR', 'Portland Trail Blazers', 'P'), t('SAC', 'Sacramento Kings', 'P'), t('SAS', 'San Antonio Spurs', 'C'),
  t('TOR', 'Toronto Raptors', 'E'), t('UTA', 'Utah Jazz', 'M'), t('WAS', 'Washington Wizards', 'E'),
];

const NHL: Team[] = [
  t('ANA', 'Anaheim Ducks', 'P'), t('BOS', 'Boston Bruins', 'E'), t('BUF', 'Buffalo Sabres', 'E'),
  t('CGY', 'Calgary Flames', 'M'), t('CAR', 'Carolina Hurricanes', 'E'), t('CHI', 'Chicago Blackhawks', 'C'),
  t('COL', 'Colorado Avalanche', 'M'), t('CBJ', 'Columbus Blue Jackets', 'E'), t('DAL', 'Dallas Stars', 'C'),
  t('DET', 'Detroit Red Wings', 'E'), t('EDM', 'Edmonton Oilers', 'M'), t('FLA', 'Florida Panthers', 'E'),
  t('LAK', 'Los Angeles Kings', 'P'), t('MIN', 'Minnesota Wild', 'C'), t('MTL', 'Montreal Canadiens', 'E'),
  t('NSH', 'Nashville Predators', 'C'), t('NJD', 'New Jersey Devils', 'E'), t('NYI', 'New York Islanders', 'E'),
  t('NYR', 'New York Rangers', 'E'), t('OTT', 'Ottawa Senators', 'E'), t('PHI', 'Philadelphia Flyers', 'E'),
  t('PIT', 'Pittsburgh Penguins', 'E'), t('SJS', 'San Jose Sharks', 'P'), t('SEA', 'Seattle Kraken', 'P'),
  t('STL', 'St. Louis Blues', 'C'), t('TBL', 'Tampa Bay Lightning', 'E'), t('TOR', 'Toronto Maple Leafs', 'E'),
  t('UTA', 'Utah Mammoth', 'M'), t('VAN', 'Vancouver Canucks', 'P'), t('VGK', 'Vegas Golden Knights', 'P'),
  t('WSH', 'Washington Capitals', 'E'), t('WPG', 'Winnipeg Jets', 'C'),
];

const MLB: Team[] = [
  t('ARI', 'Arizona Diamondbacks', 'M', 'Zac Gallen, Brandon Pfaadt, Eduardo Rodriguez, Ryne Nelson, Corbin Burnes'),
  t('ATH', 'Athletics', 'P', 'Luis Severino, Jeffrey Springs, JP Sears, Jacob Lopez, Osvaldo Bido'),
  t('ATL', 'Atlanta Braves', 'E', 'Chris Sale, Spencer Strider, Spencer Schwellenbach, Bryce Elder, Grant Holmes'),
  t('BAL', 'Baltimore Orioles', 'E', 'Trevor Rogers, Dean Kremer, Tomoyuki Sugano, Zach Eflin, Kyle Bradish'),
  t('BOS', 'Boston Red Sox', 'E', 'Garrett Crochet, Brayan Bello, Lucas Giolito, Connelly Early, Kyle Harrison'),
  t('CHC', 'Chicago Cubs', 'C', 'Shota Imanaga, Matthew Boyd, Jameson Taillon, Cade Horton, Colin Rea'),
  t('CWS', 'Chicago White Sox', 'C', 'Shane Smith, Davis Martin, Jonathan Cannon, Sean Burke, Yoendrys Gomez'),
  t('CIN', 'Cincinnati Reds', 'E', 'Hunter Greene, Andrew Abbott, Nick Lodolo, Brady Singer, Chase Burns'),
  t('CLE', 'Cleveland Guardians', 'E', 'Tanner Bibee, Gavin Williams, Logan Allen, Slade Cecconi, Joey Cantillo'),
  t('COL', 'Colorado Rockies', 'M', 'Kyle Freeland, German Marquez, Chase Dollander, Antonio Senzatela, Tanner Gordon'),
  t('DET', 'Detroit Tigers', 'E', 'Tarik Skubal, Jack Flaherty, Casey Mize, Reese Olson, Keider Montero'),
  t('HOU', 'Houston Astros', 'C', 'Framber Valdez, Hunter Brown, Lance McCullers Jr., Jason Alexander, Cristian Javier'),
  t('KC', 'Kansas City Royals', 'C', 'Cole Ragans, Seth Lugo, Michael Wacha, Kris Bubic, Noah Cameron'),
  t('LAA', 'Los Angeles Angels', 'P', 'Yusei Kikuchi, Jose Soriano, Tyler Anderson, Kyle Hendricks, Jack Kochanowicz'),
  t('LAD', 'Los Angeles Dodgers', 'P', 'Yoshinobu Yamamoto, Shohei Ohtani, Blake Snell, Tyler Glasnow, Emmet Sheehan'),
  t('MIA', 'Miami Marlins', 'E', 'Sandy Alcantara, Eury Perez, Edward Cabrera, Max Meyer, Janson Junk'),
  t('MIL', 'Milwaukee Brewers', 'C', 'Freddy Peralta, Jacob Misiorowski, Quinn Priester, Jose Quintana, Brandon Woodruff'),
  t('MIN', 'Minnesota Twins', 'C', 'Joe Ryan, Pablo Lopez, Bailey Ober, Simeon Woods Richardson, Zebby Matthews'),
  t('NYM', 'New York Mets', 'E', 'Kodai Senga, David Peterson, Clay Holmes, Sean Manaea, Nolan McLean'),
  t('NYY', 'New York Yankees', 'E', 'Gerrit Cole, Max Fried, Carlos Rodon, Luis Gil, Will Warren'),
  t('PHI', 'Philadelphia Phillies', 'E', 'Zack Wheeler, Cristopher Sanchez, Jesus Luzardo, Ranger Suarez, Aaron Nola'),
  t('PIT', 'Pittsburgh Pirates', 'E', 'Paul Skenes, Mitch Keller, Bailey Falter, Johan Oviedo, Mike Burrows'),
  t('SD', 'San Diego Padres', 'P', 'Dylan Cease, Nick Pivetta, Michael King, Yu Darvish, Randy Vasquez'),
  t('SF', 'San Francisco Giants', 'P', 'Logan Webb, Robbie Ray, Landen Roupp, Hayden Birdsong, Justin Verlander'),
  t('SEA', 'Seattle Mariners', 'P', 'Logan Gilbert, George Kirby, Luis Castillo, Bryan Woo, Bryce Miller'),
  t('STL', 'St. Louis Cardinals', 'C', 'Sonny Gray, Miles Mikolas, Andre Pallante, Matthew Liberatore, Michael McGreevy'),
  t('TB', 'Tampa Bay Rays', 'E', 'Shane McClanahan, Drew Rasmussen, Ryan Pepiot, Shane Baz, Zack Littell'),
  t('TEX', 'Texas Rangers', 'C', 'Jacob deGrom, Nathan Eovaldi, Jack Leiter, Patrick Corbin, Merrill Kelly'),
  t('TOR', 'Toronto Blue Jays', 'E', 'Kevin Gausman, Jose Berrios, Chris Bassitt, Max Scherzer, Shane Bieber'),
  t('WSH', 'Washington Nationals', 'E', 'MacKenzie Gore, Jake Irvin, Mitchell Parker, Brad Lord, Cade Cavalli'),
];

// A realistic subset of FBS programmes: the national powers, some Group of Five, the service
// academies and four MAC teams for the November weeknight games.
const NCAAF: Team[] = [
  t('ALA', 'Alabama Crimson Tide', 'C'), t('UGA', 'Georgia Bulldogs', 'E'), t('LSU', 'LSU Tigers', 'C'),
  t('TEX', 'Texas Longhorns', 'C'), t('TAMU', 'Texas A&M Aggies', 'C'), t('TENN', 'Tennessee Volunteers', 'E'),
  t('MISS', 'Ole Miss Rebels', 'C'), t('OU', 'Oklahoma Sooners', 'C'), t('AUB', 'Auburn Tigers', 'C'),
  t('FLA', 'Florida Gators', 'E'), t('MIZ', 'Missouri Tigers', 'C'), t('SCAR', 'South Carolina Gamecocks', 'E'),
  t('OSU', 'Ohio State Buckeyes', 'E'), t('MICH', 'Michigan Wolverines', 'E'), t('PSU', 'Penn State Nittany Lions', 'E'),
  t('ORE', 'Oregon Ducks', 'P'), t('USC', 'USC Trojans', 'P'), t('WASH', 'Washington Huskies', 'P'),
  t('WIS', 'Wisconsin Badgers', 'C'), t('IOWA', 'Iowa Hawkeyes', 'C'), t('NEB', 'Nebraska Cornhuskers', 'C'),
  t('IND', 'Indiana Hoosiers', 'E'), t('ILL', 'Illinois Fighting Illini', 'C'), t('UCLA', 'UCLA Bruins', 'P'),
  t('CLEM', 'Clemson Tigers', 'E'), t('FSU', 'Florida State Seminoles', 'E'), t('MIA', 'Miami Hurricanes', 'E'),
  t('LOU', 'Louisville Cardinals', 'E'), t('SMU', 'SMU Mustangs', 'C'), t('GT', 'Georgia Tech Yellow Jackets', 'E'),
  t('UNC', 'North Carolina Tar Heels', 'E'), t('UTAH', 'Utah Utes', 'M'), t('KSU', 'Kansas State Wildcats', 'C'),
  t('BYU', 'BYU Cougars', 'M'), t('TTU', 'Texas Tech Red Raiders', 'C'), t('ASU', 'Arizona State Sun Devils', 'M'),
  t('COLO', 'Colorado Buffaloes', 'M'), t('BAY', 'Baylor Bears', 'C'), t('ISU', 'Iowa State Cyclones', 'C'),
  t('TCU', 'TCU Horned Frogs', 'C'), t('ND', 'Notre Dame Fighting Irish', 'E'), t('BSU', 'Boise State Broncos', 'M'),
  t('ARMY', 'Army Black Knights', 'E'), t('NAVY', 'Navy Midshipmen', 'E'), t('TOL', 'Toledo Rockets', 'E'),
  t('M-OH', 'Miami (OH) RedHawks', 'E'), t('OHIO', 'Ohio Bobcats', 'E'), t('NIU', 'Northern Illinois Huskies', 'C'),
];

/** The MAC teams that play the November weeknight ("MACtion") games. */
export const MAC_TEAMS = ['TOL', 'M-OH', 'OHIO', 'NIU'] as const;

/** Rivalry-week pairs (Saturday after Thanksgiving; Iowa-Nebraska on the Friday). */
export const NCAAF_RIVALRIES: readonly (readonly [string, string])[] = [
  ['OSU', 'MICH'], ['ALA', 'AUB'], ['UGA', 'GT'], ['CLEM', 'SCAR'], ['FLA', 'FSU'], ['TEX', 'TAMU'],
  ['ORE', 'WASH'], ['IOWA', 'NEB'], ['USC', 'UCLA'], ['KSU', 'ISU'], ['UTAH', 'COLO'], ['OU', 'LSU'],
];

const NCAAB: Team[] = [
  t('DUKE', 'Duke Blue Devils', 'E'), t('UNC', 'North Carolina Tar Heels', 'E'), t('UK', 'Kentucky Wildcats', 'E'),
  t('KU', 'Kansas Jayhawks', 'C'), t('CONN', 'UConn Huskies', 'E'), t('GONZ', 'Gonzaga Bulldogs', 'P'),
  t('HOU', 'Houston Cougars', 'C'), t('PUR', 'Purdue Boilermakers', 'E'), t('ARIZ', 'Arizona Wildcats', 'M'),
  t('AUB', 'Auburn Tigers', 'C'), t('ALA', 'Alabama Crimson Tide', 'C'), t('TENN', 'Tennessee Volunteers', 'E'),
  t('FLA', 'Florida Gators', 'E'), t('MSU', 'Michigan State Spartans', 'E'), t('MICH', 'Michigan Wolverines', 'E'),
  t('ILL', 'Illinois Fighting Illini', 'C'), t('WIS', 'Wisconsin Badgers', 'C'), t('IND', 'Indiana Hoosiers', 'E'),
  t('ISU', 'Iowa State Cyclones', 'C'), t('BAY', 'Baylor Bears', 'C'), t('TTU', 'Texas Tech Red Raiders', 'C'),
  t('BYU', 'BYU Cougars', 'M'), t('CREI', 'Creighton Bluejays', 'C'), t('MARQ', 'Marquette Golden Eagles', 'C'),
  t('NOVA', 'Villanova Wildcats', 'E'), t('SJU', "St. John's Red Storm", 'E'), t('XAV', 'Xavier Musketeers', 'E'),
  t('PROV', 'Providence Friars', 'E'), t('UCLA', 'UCLA Bruins', 'P'), t('USC', 'USC Trojans', 'P'),
  t('ORE', 'Oregon Ducks', 'P'), t('ARK', 'Arkansas Razorbacks', 'C'), t('TEX', 'Texas Longhorns', 'C'),
  t('TAMU', 'Texas A&M Aggies', 'C'), t('MISS', 'Ole Miss Rebels', 'C'), t('MSST', 'Mississippi State Bulldogs', 'C'),
  t('LSU', 'LSU Tigers', 'C'), t('MIZ', 'Missouri Tigers', 'C'), t('LOU', 'Louisville Cardinals', 'E'),
  t('UVA', 'Virginia Cavaliers', 'E'), t('MIA', 'Miami Hurricanes', 'E'), t('CLEM', 'Clemson Tigers', 'E'),
  t('SYR', 'Syracuse Orange', 'E'), t('WAKE', 'Wake Forest Demon Deacons', 'E'), t('OSU', 'Ohio State Buckeyes', 'E'),
  t('MD', 'Maryland Terrapins', 'E'), t('IOWA', 'Iowa Hawkeyes', 'C'), t('CIN', 'Cincinnati Bearcats', 'E'),
  t('WVU', 'West Virginia Mountaineers', 'E'), t('KSU', 'Kansas State Wildcats', 'C'), t('SMC', "Saint Mary's Gaels", 'P'),
  t('SDSU', 'San Diego State Aztecs', 'P'), t('MEM', 'Memphis Tigers', 'C'), t('DAY', 'Dayton Flyers', 'E'),
  t('VCU', 'VCU Rams', 'E'), t('USU', 'Utah State Aggies', 'M'), t('CSU', 'Colorado State Rams', 'M'),
  t('DRKE', 'Drake Bulldogs', 'C'), t('BUT', 'Butler Bulldogs', 'E'), t('GTWN', 'Georgetown Hoyas', 'E'),
];

/** Every league's teams. */
export const TEAMS: Record<Sport, readonly Team[]> = {
  nfl: NFL,
  ncaaf: NCAAF,
  nba: NBA,
  ncaab: NCAAB,
  mlb: MLB,
  nhl: NHL,
};

/** A team of a league by abbreviation; throws for an unknown one (a bug in the schedule). */
export function team(sport: Sport, abbr: string): Team {
  const found = TEAMS[sport].find((x) => x.abbr === abbr);
  if (!found) throw new Error(`no ${sport} team ${abbr}`);
  return found;
}
