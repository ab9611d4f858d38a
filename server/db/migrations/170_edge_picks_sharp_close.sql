-- The close a published pick's CLV is read against (docs/product.md "Edges" 5). While its game has
-- not started, the pick keeps the last quote of its market by the first sharp book that prices it
-- (SHARP_BOOKS order): both prices (Home or Over first) and the first side's point. Books move in
-- play, so a quote is only taken while the server's clock is before the start; sharp_quoted_at
-- is when the server first saw it at those prices.
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS sharp_book text;
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS sharp_first_price integer;
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS sharp_second_price integer;
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS sharp_point double precision;
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS sharp_quoted_at timestamptz;

-- Whose quote the close was: the sharp book's key, or 'posted' when no sharp book priced the
-- market before the start. A 'posted' close keeps its figures against the posted line here, but
-- they are not served as CLV: a median of retail books is not the sharp close. closing_push is
-- the push chance at the pick's point, at the close.
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS closing_book text;
ALTER TABLE edge_picks ADD COLUMN IF NOT EXISTS closing_push double precision;

-- Picks closed before this migration were read against the posted line.
UPDATE edge_picks SET closing_book = 'posted'
 WHERE closing_book IS NULL AND (closing_fair IS NOT NULL OR clv IS NOT NULL);
