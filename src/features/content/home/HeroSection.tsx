import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { TAGLINE } from '../homeSamples';

// cva only concatenates, so colour overrides go through cn() to win over the variant's colours.
const lightButton = cn(buttonVariants({ size: 'lg' }), 'bg-white text-brand-700 hover:bg-brand-50');
const ghostButton = cn(
  buttonVariants({ size: 'lg', variant: 'outline' }),
  'border-white bg-transparent text-white hover:bg-white/10 dark:bg-transparent',
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
