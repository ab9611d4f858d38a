import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { labelThresholdsText, NO_EDGE_TEXT } from '@domain/pricing/edgePricing';
import { labelRecordLine, labelRecordRow } from '@domain/pricing/labelRecord';
import { modelWeightTable } from '@domain/pricing/modelWeights';
import { ContentPage } from './ContentPage';

const linkClass = 'text-brand-700 dark:text-brand-500 underline underline-offset-2';

/** How many league moneylines each AI model was tested on, and in how many it earned a weight. */
function weightCounts(): { tested: number; counted: number } {
  const tests = Object.values(modelWeightTable()).flatMap((byMarket) =>
    Object.values(byMarket?.moneyline ?? {}),
  );
  return { tested: tests.length, counted: tests.filter((w) => w.weight > 0).length };
}

/** The record of Bets on real prices in a bettor's words, with the line a card shows. */
function howSureText(): string {
  const row = labelRecordRow('Bet');
  const line = labelRecordLine('Bet');
  const sign = (x: number) => (x > 0 ? '+' : x < 0 ? '−' : '');
  const example =
    row && line
      ? ` A Bet's card reads “${line}”: in that test Bets returned ${sign(row.roi)}${Math.abs(row.roi).toFixed(1)}% a unit, give or take ${row.interval.toFixed(1)} points (a 95% interval), over ${String(row.bets)} sides.`
      : '';
  return (
    'Not very, yet. We ran the same engine on two seasons of real NFL closing prices (2018 and 2019), Pinnacle as the fair line and each labelled side at the best price another book offered.' +
    example +
    ' An interval that wide holds a real edge of a few percent and a real loss alike: two seasons of real NFL prices cannot confirm a small edge, and cannot rule one out. Only many more graded sides can, and our own published picks are graded as their games finish.'
  );
}

const { tested, counted } = weightCounts();

const QUESTIONS: { q: string; a: ReactNode }[] = [
  {
    q: 'What is Edgewise?',
    a: 'Edgewise shows each day’s games with odds, live scores and the predictions of several AI models, rolls them into a consensus pick per market (Bet, Lean or Lock), and lets you follow human handicappers whose records are graded pick by pick.',
  },
  {
    q: 'How do the AI predictions work?',
    a: (
      <>
        Each model is trained only on games played before the one it predicts. A pick&apos;s fair
        chance starts from a sharp book&apos;s price (Pinnacle, Circa or LowVig when a game has one,
        else the middle of all books) with its margin removed in the way that best forecast past
        seasons. A model may move that chance only if it has earned a weight: on seasons it was not
        fitted on, it had to forecast better than the sharp line alone, by more than its margin of
        error. {`${String(counted)} of the ${String(tested)}`} tests of a model on a league&apos;s
        moneylines passed; spreads and totals have none. Every other prediction is the model&apos;s
        opinion: shown on the card, it changes no edge and no label. Which models count, league by
        league, is on{' '}
        <Link to="/ai-models" className={linkClass}>
          AI Models
        </Link>
        .
      </>
    ),
  },
  {
    q: 'What does a Lean, Bet or Lock promise?',
    a: `A forecast of return, not of a win: the pick is expected to make money at the price and book shown, even on the least favourable fair line we consider. Its edge is what one unit staked is expected to return at that price: the fair chance times the decimal price, minus one (+2.6% means 2.6 cents per dollar over the long run). The fair chance has a range, so the edge has one too, and the card shows both: "edge +2.7% (+1.1 to +4.9%)". The thresholds are ${labelThresholdsText()}. A sharp book's line is hard to beat, so most sides have no edge ("${NO_EDGE_TEXT}") or a small one ("Small edge (+0.8%)"), and an edge opens only while one book is slow to follow the market. A labelled pick can still lose, and a labelled underdog more often than not: the promise is about the price, over many picks. Every labelled pick is published at the price and book shown and graded at that price.`,
  },
  {
    q: 'How sure are you that labels make money?',
    a: (
      <>
        {howSureText()} The whole table, by label and price, is on{' '}
        <Link to="/ai-models#label-record" className={linkClass}>
          AI Models
        </Link>
        .
      </>
    ),
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
        <Link to="/contact" className={linkClass}>
          Contact support
        </Link>{' '}
        or read the{' '}
        <Link to="/tutorials" className={linkClass}>
          tutorials
        </Link>
        .
      </p>
    </ContentPage>
  );
}
