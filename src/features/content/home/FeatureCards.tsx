import { BarChart3, Brain, Users } from 'lucide-react';
import { FEATURE_CARDS, type FeatureCard } from '../homeSamples';

const ICONS: Record<FeatureCard['icon'], typeof Brain> = {
  brain: Brain,
  users: Users,
  chart: BarChart3,
};

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="py-12">
      <h2 id="features-heading" className="text-center text-2xl font-bold">
        Why Edgewise
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {FEATURE_CARDS.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <article
              key={card.title}
              className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="text-brand-600 h-8 w-8" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{card.text}</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
