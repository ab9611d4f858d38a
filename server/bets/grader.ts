import { entryClv, entryProfit, gradeEntry, gradeLeg, legClv, takenLine } from '@domain/rules/bets';
import type { Outcome } from '@domain/rules/outcomes';
import { hasFinalScore } from '@domain/rules/outcomes';
import type { BetMode } from '@domain/rules/slip';
import type { Db, Queryable } from '../db/db';
import { closingLines, matchupById, matchupsByIds } from '../matchups';
import { betsTransaction } from './listCache';
import { LEG_COLUMNS, type LegDbRow } from './repository';

interface Logger {
  error(obj: object, msg: string): void;
}

interface BetGradeDbRow {
  bet_mode: BetMode;
  units: number;
  teaser_points: number | null;
  status: Outcome;
  profit_units: number | null;
  clv: number | null;
}

/** Recomputes one bet's grade, profit and CLV from its legs (domain rules); writes only a change. */
async function regradeBet(tx: Queryable, userId: string, betId: string): Promise<void> {
  const bet = (
    await tx.query<BetGradeDbRow>(
      `SELECT bet_mode, units, teaser_points, status, profit_units, clv FROM bets WHERE user_id = $1 AND id = $2 FOR UPDATE`,
      [userId, betId],
    )
  ).rows[0];
  if (!bet) return;
  const legs = (
    await tx.query<LegDbRow>(
      `SELECT ${LEG_COLUMNS} FROM bet_legs WHERE user_id = $1 AND bet_id = $2 ORDER BY leg_index`,
      [userId, betId],
    )
  ).rows;
  const grade = gradeEntry(bet.bet_mode, legs, bet.teaser_points ?? undefined);
  const profit = entryProfit(grade, bet.units);
  const clv = entryClv(legs.map((l) => l.clv));
  if (grade.status === bet.status && profit === bet.profit_units && clv === bet.clv) return;
  await tx.query(
    `UPDATE bets SET status = $3, profit_units = $4, clv = $5,
       graded_at = CASE WHEN $3 = 'pending' THEN NULL ELSE coalesce(graded_at, now()) END
     WHERE user_id = $1 AND id = $2`,
    [userId, betId, grade.status, profit, clv],
  );
}

/**
 * Grades saved picks when their games go final: each pending leg on the game against the final
 * score (on its graded line), its closing line and CLV from the last snapshot before the start,
 * then every bet holding such a leg. The server only reads and writes; the rules are domain's.
 */
export class BetGrader {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** Grades the pending legs on one game (nothing until it is finished with both scores). Returns the legs graded. */
  async gradeMatchup(matchupId: string): Promise<number> {
    // A write to the graded users' bets: their remembered lists go, here and on every instance.
    return betsTransaction(this.db, async (tx, changed) => {
      const game = await matchupById(tx, matchupId);
      if (!game) return 0;
      const final = { status: game.status, homeScore: game.homeScore, awayScore: game.awayScore };
      if (!hasFinalScore(final)) return 0;
      const legs = (
        await tx.query<LegDbRow>(
          `SELECT ${LEG_COLUMNS} FROM bet_legs WHERE matchup_id = $1 AND status = 'pending'
           ORDER BY user_id, bet_id, leg_index FOR UPDATE`,
          [matchupId],
        )
      ).rows;
      if (legs.length === 0) return 0;
      const closing = (await closingLines(tx, [matchupId])).get(matchupId) ?? null;
      let graded = 0;
      for (const leg of legs) {
        const status = gradeLeg(
          { betType: leg.bet_type, selection: leg.selection, line: leg.graded_line },
          final,
        );
        if (status === 'pending') continue;
        const close = closing
          ? takenLine(closing, { betType: leg.bet_type, selection: leg.selection })
          : null;
        // CLV in no-vig probability points against the whole closing market (domain/rules/bets.ts).
        const clv = legClv(
          { betType: leg.bet_type, selection: leg.selection },
          { price: leg.price, line: leg.line },
          closing,
          game.sport,
        );
        await tx.query(
          `UPDATE bet_legs SET status = $4, closing_price = $5, closing_line = $6, clv = $7, graded_at = now()
           WHERE user_id = $1 AND bet_id = $2 AND leg_index = $3`,
          [
            leg.user_id,
            leg.bet_id,
            leg.leg_index,
            status,
            close?.price ?? null,
            close?.line ?? null,
            clv,
          ],
        );
        graded += 1;
      }
      const bets = new Map(legs.map((l) => [`${l.user_id}\u0000${l.bet_id}`, l]));
      for (const leg of bets.values()) {
        await regradeBet(tx, leg.user_id, leg.bet_id);
        changed(leg.user_id);
      }
      return graded;
    });
  }

  /** Grades every game with pending legs that is already final (games that finished while the server was down). */
  async sweep(): Promise<number> {
    const { rows } = await this.db.query<{ matchup_id: string }>(
      `SELECT DISTINCT matchup_id FROM bet_legs WHERE status = 'pending'`,
    );
    const games = await matchupsByIds(
      this.db,
      rows.map((r) => r.matchup_id),
    );
    let graded = 0;
    for (const game of games) if (hasFinalScore(game)) graded += await this.gradeMatchup(game.id);
    return graded;
  }

  /** Runs grading in the background; a failure is logged, never thrown at the feed. */
  track(work: () => Promise<unknown>, context: object): void {
    const p = work()
      .catch((err: unknown) => this.log.error({ err, ...context }, 'bet grading failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** Resolves when every grading started so far has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
