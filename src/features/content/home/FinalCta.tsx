import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/buttonVariants';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 text-center">
      <h2 id="cta-heading" className="text-3xl font-bold">
        Ready to Get the Edge?
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Create a free account and see today&apos;s AI picks in minutes.
      </p>
      <Link to="/signup" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
        Sign Up Free
      </Link>
    </section>
  );
}
