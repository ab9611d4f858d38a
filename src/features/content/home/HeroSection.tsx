import { Link } from 'react-router-dom';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/buttonVariants';
import { TAGLINE } from '../homeSamples';

// The large button without a colour variant, its own colours written out: what cn() (tailwind-merge)
// made of the variant plus overrides, without bringing tailwind-merge to the first page
// (docs/benchmarks.md, JavaScript loaded for /). cva only concatenates, so the size's text-base
// replaces the base text-sm by hand.
const largeButton = buttonVariants({ variant: null, size: 'lg' }).replace('text-sm ', '');
const lightButton = clsx(largeButton, 'bg-white text-brand-700 hover:bg-brand-50');
const ghostButton = clsx(
  largeButton,
  'border border-white bg-transparent text-white hover:bg-white/10 dark:border-slate-700 dark:bg-transparent dark:hover:bg-slate-800',
);

export function HeroSection() {
  return (
    <section className="from-brand-700 rounded-2xl bg-gradient-to-br to-slate-900 px-6 py-16 text-center text-white md:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Edgewise</h1>
      <p className="text-brand-50 mx-auto mt-4 max-w-2xl text-lg md:text-xl">{TAGLINE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/matchups" className={lightButton}>
          See Today&apos;s Picks
        </Link>
        <Link to="/handicappers" className={ghostButton}>
          Browse Handicappers
        </Link>
      </div>
    </section>
  );
}
