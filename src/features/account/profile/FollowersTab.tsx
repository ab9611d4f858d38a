import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClass } from '../Field';
import { SampleBadge } from '../Panels';
import { SAMPLE_FOLLOWERS } from './profileSamples';

/** Followers (docs/product.md §2): a searchable sample list with 'Following' or 'Follow Back'. */
export function FollowersTab() {
  const [query, setQuery] = useState('');
  const [following, setFollowing] = useState(
    () => new Set(SAMPLE_FOLLOWERS.filter((f) => f.following).map((f) => f.id)),
  );
  const needle = query.trim().toLowerCase();
  const shown = SAMPLE_FOLLOWERS.filter(
    (f) => f.name.toLowerCase().includes(needle) || f.handle.toLowerCase().includes(needle),
  );

  function toggle(id: string) {
    setFollowing((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="relative min-w-60 flex-1">
          <span className="sr-only">Search followers</span>
          <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search followers"
            className={`${inputClass} pl-9`}
          />
        </label>
        <SampleBadge />
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          No followers match &quot;{query.trim()}&quot;.
        </p>
      ) : (
        <ul aria-label="Followers" className="divide-y divide-slate-200 dark:divide-slate-800">
          {shown.map((follower) => {
            const isFollowing = following.has(follower.id);
            return (
              <li
                key={follower.id}
                aria-label={follower.name}
                className="flex items-center justify-between gap-3 py-3"
              >
                <span>
                  <span className="block font-medium">{follower.name}</span>
                  <span className="block text-xs text-slate-500">{follower.handle}</span>
                </span>
                <Button
                  size="sm"
                  variant={isFollowing ? 'outline' : 'default'}
                  onClick={() => toggle(follower.id)}
                >
                  {isFollowing ? 'Following' : 'Follow Back'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
