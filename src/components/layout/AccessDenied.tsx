import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this page. Please contact the administrator if you believe this is an error.";

/** docs/product.md §2 Access Denied: the /unauthorized page and any page that refuses a signed-out visitor. */
export function AccessDenied() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="text-slate-600 dark:text-slate-400">{ACCESS_DENIED_TEXT}</p>
      <div className="flex gap-3">
        <Link
          to="/"
          className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 text-sm font-medium text-white"
        >
          Return Home
        </Link>
        <Link
          to="/contact"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-700"
        >
          Contact Support
        </Link>
      </div>
    </section>
  );
}
