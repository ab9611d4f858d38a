-- Bets imported from a Betting History CSV (docs/product.md §9 "Bet tracker"). source says where
-- a bet came from: 'slip' (saved from the slip, its legs on games we follow and graded here) or
-- 'import' (a settled bet from a file, kept with the file's result and profit, no legs). An
-- imported bet keeps the file's Event and Bet texts, so an export gives them back unchanged; it is
-- never published (a capper's record counts only picks graded here).
ALTER TABLE bets ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'slip';
ALTER TABLE bets ADD COLUMN IF NOT EXISTS event_text text;
ALTER TABLE bets ADD COLUMN IF NOT EXISTS bet_text text;
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'bets_source_check') THEN
    ALTER TABLE bets ADD CONSTRAINT bets_source_check CHECK (
      (source = 'slip' AND event_text IS NULL AND bet_text IS NULL)
      OR (source = 'import' AND event_text IS NOT NULL AND bet_text IS NOT NULL
          AND NOT published AND status <> 'pending'));
  END IF;
END $$;
