import { oddsText, spreadText, teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { sideSpread } from '@domain/rules/outcomes';
import {
  TEASER_MONEYLINE_MESSAGE,
  teaserLine,
  type Selection,
  type SlipBetType,
} from '@domain/rules/slip';

/** One odds button as a game card lays it out: which row, what it shows and why it may be off. */
export interface OddsCell {
  row: 'Away' | 'Home';
  betType: SlipBetType;
  selection: Selection;
  label: string;
  line: string;
  /** The line before the teaser points moved it. */
  was?: string;
  /** Set on money lines: a teaser cannot hold them (docs/product.md §5). */
  teaserBlocked?: string;
  /** Set when the game has no such line. */
  missing?: string;
}

const NO_LINE = 'No line offered';

/** The six buttons of a game, the spread and total lines moved by the teaser points when given (docs/product.md §5). */
export function oddsCells(m: Matchup, teaserPoints?: number): OddsCell[] {
  const cells: OddsCell[] = [];
  for (const side of ['Away', 'Home'] as const) {
    const team = teamName(side === 'Home' ? m.homeTeam : m.awayTeam, side);
    const ml = side === 'Home' ? m.homeMoneyLine : m.awayMoneyLine;
    cells.push({
      row: side,
      betType: 'MoneyLine',
      selection: side,
      label: `${team} money line ${oddsText(ml)}`,
      line: oddsText(ml),
      teaserBlocked: TEASER_MONEYLINE_MESSAGE,
      ...(ml == null ? { missing: NO_LINE } : {}),
    });
    const spread = sideSpread(m, side);
    const shown =
      spread == null || !teaserPoints ? spread : teaserLine(spread, 'Spread', side, teaserPoints);
    cells.push({
      row: side,
      betType: 'Spread',
      selection: side,
      label: `${team} spread ${spreadText(shown)}`,
      line: spreadText(shown),
      ...(teaserPoints && spread != null ? { was: spreadText(spread) } : {}),
      ...(spread == null ? { missing: NO_LINE } : {}),
    });
    const selection = side === 'Away' ? 'Over' : 'Under';
    const total = m.totalPoints;
    const moved =
      total == null || !teaserPoints ? total : teaserLine(total, 'Total', selection, teaserPoints);
    cells.push({
      row: side,
      betType: 'Total',
      selection,
      label: moved == null ? selection : `${selection} ${moved}`,
      line: moved == null ? '-' : `${selection === 'Over' ? 'O' : 'U'} ${moved}`,
      ...(teaserPoints && total != null ? { was: String(total) } : {}),
      ...(total == null ? { missing: NO_LINE } : {}),
    });
  }
  return cells;
}
