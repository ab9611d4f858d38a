import { Link } from 'react-router-dom';
import { ContentPage, ContentSection } from './ContentPage';

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-500';

export function TrackingPage() {
  return (
    <ContentPage
      title="Bet Tracking"
      lead="Every pick you save is graded automatically, so your record is always honest."
    >
      <ContentSection title="How it works">
        <ol className="list-decimal pl-6">
          <li>
            Build a slip on{' '}
            <Link to="/enter-picks" className={linkClass}>
              Enter Picks
            </Link>
            : singles, parlays or teasers, with units and an optional description.
          </li>
          <li>
            Confirm your picks. They are saved as pending with the odds at the time you picked.
          </li>
          <li>
            When a game ends, each pick is graded win, loss or push and its profit in units is
            recorded.
          </li>
        </ol>
      </ContentSection>
      <ContentSection title="What you see">
        <p>
          Your{' '}
          <Link to="/profile" className={linkClass}>
            profile&apos;s Betting History
          </Link>{' '}
          lists every pick with its date, event, odds, stake, result badge and profit or loss. The
          overview adds your win rate, ROI and units won.
        </p>
      </ContentSection>
      <ContentSection title="Reading your numbers">
        <ul className="list-disc pl-6">
          <li>
            <strong>Win rate</strong>: wins divided by wins plus losses; pushes don&apos;t count
            either way.
          </li>
          <li>
            <strong>Units</strong>: profit measured in your standard stake, so records compare
            across bankrolls.
          </li>
          <li>
            <strong>ROI</strong>: units won divided by units risked. At -110 odds you need about
            52.4% to break even.
          </li>
          <li>
            <strong>Sample size</strong>: under 20 graded picks a record says little; we mark it as
            a small sample.
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
