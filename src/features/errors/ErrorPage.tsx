import { Link } from 'react-router-dom';
import { StatusPage, homeLinkClass } from './StatusPage';

export function ErrorPage() {
  return (
    <StatusPage title="Something went wrong!">
      <p className="text-slate-600 dark:text-slate-400">
        We apologize for the inconvenience. Please try again or contact support if the problem
        persists.
      </p>
      <Link to="/" className={homeLinkClass}>
        Return Home
      </Link>
    </StatusPage>
  );
}
