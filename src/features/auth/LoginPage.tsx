import { useEffect } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LOGIN_FAILED_PAGE } from '@domain/rules/auth';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { useGooglePopup } from './useGooglePopup';

/** Where the guard sent the visitor from (docs/product.md §2: the origin is remembered), else home. */
function origin(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  return path && path.startsWith('/') && !path.startsWith('/auth/')
    ? `${path}${from.search ?? ''}${from.hash ?? ''}`
    : '/';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const google = useGooglePopup();
  const target = origin(location.state);

  // Signed in here, by the form or by Google: go back where the visitor was going.
  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);

  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in to your account.">
      <LoginForm
        failedMessage={LOGIN_FAILED_PAGE}
        onSuccess={() => void navigate(target, { replace: true })}
        disabled={google.waiting}
        forgotPassword={
          <Link
            to="/auth/forgot-password"
            className="text-brand-700 dark:text-brand-500 hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      <GoogleButton onClick={google.start} disabled={google.waiting} />
      <p className="text-center text-sm">
        Don&apos;t have an account?{' '}
        <Link to="/auth/register" className="text-brand-700 dark:text-brand-500 hover:underline">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}
