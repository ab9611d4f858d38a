import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/Button';
import { CapperAvatar, CapperBadges } from '../CapperBadges';
import { money } from '../format';
import type { Handicapper } from '../types';
import { CapperStats } from './CapperStats';

interface Props {
  capper: Handicapper;
  /** Place among the ranked cappers in the current sort; null when not ranked. */
  rank: number | null;
}

function Rank({ rank }: { rank: number | null }) {
  if (rank === null) return null;
  return (
    <span
      aria-label={`Rank ${rank}`}
      className="shrink-0 rounded-md bg-slate-900 px-2 py-0.5 text-sm font-bold text-white dark:bg-slate-100 dark:text-slate-900"
    >
      #{rank}
    </span>
  );
}

export function HandicapperCard({ capper, rank }: Props) {
  return (
    <article
      aria-label={capper.name}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <CapperAvatar initials={capper.avatar} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{capper.name}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {money(capper.priceCents)}/month
          </p>
        </div>
        <Rank rank={rank} />
      </div>
      <CapperBadges capper={capper} />
      <CapperStats capper={capper} />
      <Link
        to={`/handicappers/${capper.id}`}
        className={buttonVariants({ variant: 'outline', className: 'mt-auto' })}
      >
        View Profile
      </Link>
    </article>
  );
}

export function HandicapperRow({ capper, rank }: Props) {
  return (
    <li
      aria-label={capper.name}
      className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <Rank rank={rank} />
      <CapperAvatar initials={capper.avatar} />
      <div className="min-w-40 flex-1">
        <h2 className="font-semibold">{capper.name}</h2>
        <CapperBadges capper={capper} />
      </div>
      <CapperStats capper={capper} className="min-w-56" />
      <p className="w-28 text-right text-sm font-medium">{money(capper.priceCents)}/month</p>
      <Link
        to={`/handicappers/${capper.id}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        View Profile
      </Link>
    </li>
  );
}
