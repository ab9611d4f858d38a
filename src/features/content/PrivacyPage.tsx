import { Link } from 'react-router-dom';
import { ContentPage, ContentSection } from './ContentPage';

export function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" lead="What we collect, why, and what you can do about it.">
      <ContentSection title="Information We Collect">
        <ul className="list-disc pl-6">
          <li>
            Account details you give us: name, email address and a password (stored only as a salted
            hash).
          </li>
          <li>The picks and bets you record, so we can grade them and show your history.</li>
          <li>Your handicapper subscriptions.</li>
          <li>
            Basic request logs (time, address, page) used to keep the service secure and running.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Cookies and Local Storage">
        <p>
          We set one session cookie when you sign in. It is HttpOnly, so scripts cannot read it, and
          it ends when you sign out, after 12 hours, or after 30 days if you chose Remember me. Your
          theme choice is kept in your browser&apos;s local storage and never leaves your device.
        </p>
      </ContentSection>
      <ContentSection title="How We Use Information">
        <p>
          To run your account, grade your picks, show handicapper records, send the emails you ask
          for (such as a password reset), and protect the service from abuse. We do not sell your
          data.
        </p>
      </ContentSection>
      <ContentSection title="Sharing">
        <p>
          If you are a handicapper, your display name and pick record are shown publicly. Otherwise
          we share data only with service providers that run the platform for us, or when the law
          requires it.
        </p>
      </ContentSection>
      <ContentSection title="Your Choices">
        <p>
          You can update your details in Settings, cancel handicapper subscriptions at any time, and
          ask us through Contact Us to export or delete your data.
        </p>
      </ContentSection>
      <ContentSection title="Contact">
        <p>
          Privacy questions?{' '}
          <Link
            to="/contact"
            className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
          >
            Contact us
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
