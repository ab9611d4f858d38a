import { Search } from 'lucide-react';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { formatInZone } from '@/lib/formatInZone';
import { isHandicapper } from '@domain/rules/roles';
import { useGetFollowersQuery } from '../accountApi';
import { Input } from '@/components/ui/Input';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';

/** Followers: the capper's subscribers (GET /api/my-capper/followers), searchable by name. */
export function FollowersTab() {
  const user = useAppSelector((state) => state.auth.user);
  const zone = useAccountTimeZone();
  const { data: followers = [], isLoading } = useGetFollowersQuery(user?.userId ?? '', {
    skip: !user,
  });
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = followers.filter((f) => f.name.toLowerCase().includes(needle));

  if (isLoading) return null;
  if (followers.length === 0)
    return (
      <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        {isHandicapper(user)
          ? 'Nobody subscribes to you yet. Your subscribers appear here.'
          : 'Followers are the subscribers of a handicapper. Apply to become one on Become a Handicapper.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <label className="relative min-w-60 flex-1">
        <span className="sr-only">Search followers</span>
        <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search followers"
          className="pl-9"
        />
      </label>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          No followers match &quot;{query.trim()}&quot;.
        </p>
      ) : (
        <ul aria-label="Followers" className="divide-y divide-slate-200 dark:divide-slate-800">
          {shown.map((follower) => (
            <li
              key={follower.id}
              aria-label={follower.name}
              className="flex items-center justify-between gap-3 py-3"
            >
              <span className="font-medium">{follower.name}</span>
              <span className="text-xs text-slate-500">
                Subscriber since {formatInZone(follower.since, zone, 'date')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
