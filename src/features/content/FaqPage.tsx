import { Link } from 'react-router-dom';
import { labelThresholdsText, NO_EDGE_TEXT } from '@/domain/edgePricing';
import { ContentPage } from './ContentPage';

const QUESTIONS = [
  {
    q: 'What is Edgewise?',
    a: 'Edgewise shows each day’s games with odds, live scores and the predictions of several AI models, rolls them into a consensus pick per market (Bet, Lean or Lock), and lets you follow human handicappers whose records are graded pick by pick.',
  },
  {
    q: 'How do the AI predictions work?',
    a: `Each model is trained only on games played before the one it predicts, and every pick's chance of winning is read against the price posted for its own market. A pick is labelled only when its expected profit per unit staked at that price is positive: ${labelThresholdsText()}. Against a sharp market most picks have no edge, and the card says so ("${NO_EDGE_TEXT}"). Every AI pick is graded at the price taken, and the track record is public on the results pages.`,
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
