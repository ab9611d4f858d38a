import { Link } from 'react-router-dom';
import { labelThresholdsText, NO_EDGE_TEXT } from '@/domain/rules/edgePricing';
import { ContentPage } from './ContentPage';

const QUESTIONS = [
  {
    q: 'What is Edgewise?',
    a: 'Edgewise shows each day’s games with odds, live scores and the predictions of several AI models, rolls them into a consensus pick per market (Bet, Lean or Lock), and lets you follow human handicappers whose records are graded pick by pick.',
  },
  {
    q: 'How do the AI predictions work?',
    a: `Each model is trained only on games played before the one it predicts. A pick's fair chance starts from a sharp book's price with its margin removed (Pinnacle, Circa or LowVig when a game has one, else the middle of all books), and the models move it only as far as their record against prices has earned. The pick is then priced at the best price another book offers at the same line.`,
  },
  {
    q: 'What is an edge, and why are labels rare?',
    a: `An edge is what one unit staked is expected to return at the best price you can get: the fair chance times the decimal price, minus one (+2.6% means 2.6 cents per dollar over the long run). A sharp book's line is hard to beat, so most sides have no edge ("${NO_EDGE_TEXT}") or a small one ("Small edge (+0.8%)"). Labels need more: ${labelThresholdsText()}. Edges open when one book is slow to follow the market and close when it catches up, so they are few and short-lived. Every labelled pick is published at the price and book shown and graded at that price; the record, with how uncertain it still is, is on AI Models.`,
  },
  {
    q: 'How do I become a handicapper?',
    a: 'Sign in, open Join as Handicapper and fill in the four-step application: your details, your experience, your pricing and the terms. Handicappers publish at least 10 picks a week and are paid a share of their subscription revenue.',
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead="Quick answers to the questions we hear most."
    >
      <div className="flex flex-col gap-3">
        {QUESTIONS.map(({ q, a }) => (
          <details
            key={q}
            className="group rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="cursor-pointer font-semibold">{q}</summary>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{a}</p>
          </details>
        ))}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Still stuck?{' '}
        <Link
          to="/contact"
          className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
        >
          Contact support
        </Link>{' '}
        or read the{' '}
        <Link
          to="/tutorials"
          className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
        >
          tutorials
        </Link>
        .
      </p>
    </ContentPage>
  );
}
