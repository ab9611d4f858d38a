import { Globe, MessageCircle, Rss, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NewsletterForm } from './NewsletterForm';

const FOOTER_LINKS = [
  { label: 'Handicappers', to: '/handicappers' },
  { label: 'AI Results', to: '/ai-bet-performance' },
  { label: 'Total Results', to: '/total-results' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
];

// docs/product.md §2: social icons have no targets (the newsletter box signs up: NewsletterForm).
const SOCIAL = [
  { label: 'Community', Icon: MessageCircle },
  { label: 'Share', Icon: Share2 },
  { label: 'Blog feed', Icon: Rss },
  { label: 'Website', Icon: Globe },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white px-6 py-8 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-3">
        <div>
          <p className="text-brand-700 dark:text-brand-500 text-base font-bold">Edgewise</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Get the edge on sports bets with AI-powered insights and expert handicappers.
          </p>
          <ul className="mt-3 flex gap-3" aria-label="Social media">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                <span role="img" aria-label={label} className="text-slate-500">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="hover:text-brand-700 text-slate-600 dark:text-slate-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="mt-8 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Edgewise. For entertainment and information; bet responsibly.
        18+.
      </p>
    </footer>
  );
}
