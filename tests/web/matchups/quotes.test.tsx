import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { makeStore } from '@/app/store';
import { matchupUpdatesReceived } from '@/app/live/matchupsActions';
import { selectMatchupById } from '@/app/live/matchupsSlice';
import { PriceSlotProvider, type PriceSlotProps } from '@/components/pricing/PriceSlot';
import { OddsRows } from '@/features/matchups/components/OddsRows';
import { rowTexts } from '@/features/matchups/components/rowTexts';
import { renderWithProviders } from '../render';
import { slate } from './fixtures';

// docs/product.md §9 "Price taken": before the start a card shows each side's best book price at
// its point, names the book, and hands the slip exactly that quote by the book's key.

const game = slate().find((m) => m.id === 'g-early')!;
const quoted: Matchup = {
  ...game,
  awayMoneyLine: -130,
  homeMoneyLine: 110,
  quotes: {
    awayMoneyLine: { book: 'fanduel', title: 'FanDuel', price: -122, point: null },
    homeMoneyLine: { book: 'betrivers', title: 'BetRivers', price: 118, point: null },
    awaySpread: { book: 'draftkings', title: 'DraftKings', price: -105, point: -2 },
    homeSpread: null,
    over: { book: 'caesars', title: 'Caesars', price: -108, point: 221.5 },
    under: null,
  },
};

function renderSlots(matchup: Matchup, market: 'moneyLine' | 'spread' | 'total') {
  const slots: PriceSlotProps[] = [];
  renderWithProviders(
    <PriceSlotProvider
      value={(props) => {
        slots.push(props);
        return <span>{props.text}</span>;
      }}
    >
      <OddsRows matchup={matchup} market={market} />
    </PriceSlotProvider>,
  );
  return slots;
}

describe('the card quotes a book price per side', () => {
  it('shows the best book price and its book, and gives the slip that quote', () => {
    const slots = renderSlots(quoted, 'moneyLine');
    expect(screen.getByText('-122')).toBeInTheDocument();
    expect(screen.getByText('FanDuel')).toBeInTheDocument();
    expect(screen.getByText('+118')).toBeInTheDocument();
    expect(screen.getByText('BetRivers')).toBeInTheDocument();
    const away = slots.find((s) => s.selection === 'Away');
    expect(away).toMatchObject({ text: '-122', quote: quoted.quotes!.awayMoneyLine });
  });

  it("writes a spread's and a total's price beside its point, and falls back to the posted line", () => {
    const spread = renderSlots(quoted, 'spread');
    expect(spread.find((s) => s.selection === 'Away')).toMatchObject({
      text: '-2 (-105)',
      quote: quoted.quotes!.awaySpread,
    });
    // No book prices the home side: the posted line, and the slip finds the book on click.
    expect(spread.find((s) => s.selection === 'Home')).toMatchObject({ text: '+2', quote: null });
    expect(rowTexts(quoted).total).toEqual(['O 221.5 (-108)', `U ${String(quoted.totalPoints)}`]);
  });

  it('shows the posted line, unquoted, once the card carries no quotes (started games)', () => {
    const slots = renderSlots({ ...quoted, quotes: undefined }, 'moneyLine');
    expect(slots.map((s) => [s.text, s.quote])).toEqual([
      ['-130', null],
      ['+110', null],
    ]);
    expect(screen.queryByText('FanDuel')).not.toBeInTheDocument();
  });

  it("drops a game's quotes when the push after its start says null", () => {
    const store = makeStore();
    store.dispatch(matchupUpdatesReceived([quoted]));
    store.dispatch(matchupUpdatesReceived([{ id: quoted.id, sport: 'nba', quotes: null }]));
    expect(selectMatchupById(store.getState(), quoted.id)?.quotes).toBeNull();
  });
});
