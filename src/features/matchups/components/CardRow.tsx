import { GameCard } from './GameCard';

/** The cards of some games, each in its list item (the plain and the virtualized grid). */
export function CardRow({ ids, now }: { ids: string[]; now: number }) {
  return ids.map((id) => (
    <div role="listitem" key={id}>
      <GameCard id={id} now={now} />
    </div>
  ));
}
