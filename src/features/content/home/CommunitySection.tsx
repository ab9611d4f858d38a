import { COMMUNITY } from '../homeSamples';

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
          <div key={item.title}>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
