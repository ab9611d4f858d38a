import { Link } from 'react-router-dom';
import { ContentPage, ContentSection } from './ContentPage';

export const TERMS_LAST_UPDATED = 'March 22, 2025';

export function TermsPage() {
  return (
    <ContentPage title="Terms of Service" lead={`Last updated: ${TERMS_LAST_UPDATED}`}>
      <ContentSection title="1. Acceptance of Terms">
        <p>
          By creating an account or using Edgewise you agree to these terms. If you do not agree, do
          not use the service.
        </p>
      </ContentSection>
      <ContentSection title="2. Eligibility">
        <p>
          You must be at least 18 years old, and old enough to bet legally where you live, to use
          Edgewise. You are responsible for knowing and following the betting laws that apply to
          you.
        </p>
      </ContentSection>
      <ContentSection title="3. Information Only">
        <p>
          Predictions, picks and analysis are information, not financial advice or a guarantee of
          any result. Edgewise does not take bets. Never bet more than you can afford to lose.
        </p>
      </ContentSection>
      <ContentSection title="4. Accounts">
        <p>
          Keep your password private; you are responsible for activity on your account. We may
          suspend accounts that abuse the service.
        </p>
      </ContentSection>
      <ContentSection title="5. Handicapper Program and Commission">
        <p>
          Handicappers set a monthly subscription price for their picks. Edgewise keeps a commission
          on each subscription: 25% for professional handicappers and 40% for novice handicappers.
          The rest is paid to the handicapper monthly.
        </p>
        <p>
          Handicappers must publish at least 10 picks per week, finalize picks before game time,
          keep a win rate of at least 52% to stay active, and never share personal information.
          Violations can lead to removal from the program.
        </p>
      </ContentSection>
      <ContentSection title="6. Subscriptions">
        <p>
          Subscriptions renew monthly until cancelled. Cancelling stops the next renewal; the
          current period stays active.
        </p>
      </ContentSection>
      <ContentSection title="7. Changes">
        <p>
          We may update these terms; the date above shows the latest version. Continued use after a
          change means you accept it.
        </p>
      </ContentSection>
      <ContentSection title="8. Contact">
        <p>
          Questions about these terms?{' '}
          <Link
            to="/contact"
            className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
          >
            Contact us
          </Link>
          . See also our{' '}
          <Link
            to="/privacy"
            className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
