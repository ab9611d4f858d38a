import { Link } from 'react-router-dom';
import { StatusPage, homeLinkClass } from './StatusPage';

export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this page. Please contact the administrator if you believe this is an error.";

export function UnauthorizedPage() {
  return (
    <StatusPage title="Access Denied">
      <p className="text-slate-600 dark:text-slate-400">{ACCESS_DENIED_TEXT}</p>
      <div className="flex gap-3">
        <Link to="/" className={homeLinkClass}>
          Return Home
        </Link>
        <Link to="/contact" className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-700">
          Contact Support
        </Link>
      </div>
    </StatusPage>
  );
}
