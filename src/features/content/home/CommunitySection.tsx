import { Link } from 'react-router-dom';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { buttonVariants } from '@/components/ui/Button';

/** docs/product.md "Home": each part of the community is a page of the app, and the newsletter. */
const COMMUNITY = [
  {
    title: 'Follow the sharpest',
    text: 'Subscribe to handicappers and get their picks as soon as they post.',
    to: '/handicappers',
    action: 'Browse Handicappers',
  },
  {
    title: 'Check the record',
    text: 'Every AI pick is graded when its game ends: wins, losses and units, day by day.',
    to: '/total-results',
    action: 'See Total Results',
  },
  {
    title: 'Learn the craft',
    text: 'Tutorials on bankroll, line shopping and reading the models.',
    to: '/tutorials',
    action: 'Read the Tutorials',
  },
] as const;

export function CommunitySection() {
  return (
    <section
      aria-labelledby="community-heading"
      className="rounded-2xl bg-slate-100 px-6 py-12 dark:bg-slate-900"
    >
      <h2 id="community-heading" className="text-center text-2xl font-bold">
        Join the Community
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {COMMUNITY.map((item) => (
          <div key={item.title} className="flex flex-col items-start gap-2">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
            <Link to={item.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {item.action}
            </Link>
          </div>
        ))}
      </div>
      <div className="mx-auto mt-8 max-w-md">
        <NewsletterForm label="Get the newsletter" />
      </div>
    </section>
  );
}
