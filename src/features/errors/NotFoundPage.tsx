import { Link } from 'react-router-dom';
import { StatusPage, homeLinkClass } from './StatusPage';

export function NotFoundPage() {
  return (
    <StatusPage title="Page Not Found">
      <p className="text-slate-600 dark:text-slate-400">
        The page you are looking for doesn&apos;t exist or has been moved.
      </p>
      <Link to="/" className={homeLinkClass}>
        Return Home
      </Link>
    </StatusPage>
  );
}
