-- Handicappers: the six sample cappers (seeded, sample_record holds their sample figures) and
-- profile rows for users with role Handicapper. Users with that role and no row still appear,
-- with defaults, through handicapper_directory.
CREATE TABLE IF NOT EXISTS handicappers (
  id text PRIMARY KEY,
  name text NOT NULL,
  avatar text NOT NULL,
  sports text[] NOT NULL DEFAULT '{}',
  price numeric(8, 2) NOT NULL CHECK (price >= 0),
  featured boolean NOT NULL DEFAULT false,
  bio text NOT NULL DEFAULT '',
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  sample_record jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- handicapper_id is either a handicappers.id or a Handicapper user's id (see the view), so it
-- has no foreign key; the routes check it against handicapper_directory before inserting.
CREATE TABLE IF NOT EXISTS subscriptions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  handicapper_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, handicapper_id)
);
CREATE INDEX IF NOT EXISTS subscriptions_handicapper_idx ON subscriptions (handicapper_id);

INSERT INTO handicappers (id, name, avatar, sports, price, featured, bio, sample_record) VALUES
  ('mike-johnson', 'Mike Johnson', 'MJ', '{nba,nfl}', 29.99, true,
   'Former college point guard who prices NBA sides off pace and rest.',
   '{"wins": 142, "losses": 103, "pushes": 6, "units": 45.2, "roi": 12.4, "clv": 1.8}'),
  ('sarah-williams', 'Sarah Williams', 'SW', '{mlb}', 24.99, true,
   'Baseball analyst focused on starting-pitcher matchups and bullpen fatigue.',
   '{"wins": 188, "losses": 120, "pushes": 0, "units": 38.7, "roi": 15.8, "clv": 2.1}'),
  ('david-chen', 'David Chen', 'DC', '{nhl,nba}', 19.99, false,
   'Hockey goaltending specialist; plays totals when the starters are confirmed.',
   '{"wins": 96, "losses": 79, "pushes": 4, "units": 22.1, "roi": 8.2, "clv": 0.9}'),
  ('jessica-martinez', 'Jessica Martinez', 'JM', '{nfl,ncaaf}', 27.99, true,
   'Football film junkie who targets key numbers on spreads.',
   '{"wins": 110, "losses": 83, "pushes": 7, "units": 31.4, "roi": 10.5, "clv": 1.4}'),
  ('robert-taylor', 'Robert Taylor', 'RT', '{ncaab,nba}', 19.99, false,
   'College basketball bracketologist with a tempo-based totals model.',
   '{"wins": 131, "losses": 112, "pushes": 5, "units": 18.3, "roi": 6.9, "clv": 0.6}'),
  ('emily-davis', 'Emily Davis', 'ED', '{mlb,nhl}', 22.99, false,
   'Plays underdogs on the moneyline in baseball and hockey.',
   '{"wins": 104, "losses": 82, "pushes": 0, "units": 25.6, "roi": 9.1, "clv": 1.2}')
ON CONFLICT (id) DO NOTHING;

CREATE OR REPLACE VIEW handicapper_directory AS
  SELECT h.id, h.name, h.avatar, h.sports, h.price, h.featured, h.bio, h.user_id, h.sample_record
  FROM handicappers h
  UNION ALL
  SELECT u.id::text, trim(u.first_name || ' ' || u.last_name),
         upper(left(u.first_name, 1) || left(u.last_name, 1)),
         '{}'::text[], 19.99::numeric(8, 2), false, '', u.id, NULL::jsonb
  FROM users u
  WHERE (u.role = 'Handicapper' OR u.account_type = 'Handicapper')
    AND NOT EXISTS (SELECT 1 FROM handicappers h WHERE h.user_id = u.id);
