import { Link, useNavigate } from 'react-router-dom';
import { REGISTRATION_FAILED_PAGE } from '@domain/rules/auth';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { RegisterForm } from './RegisterForm';
import { useGooglePopup } from './useGooglePopup';

export function RegisterPage() {
  const navigate = useNavigate();
  const google = useGooglePopup();
  return (
    <AuthCard title="Create Account" subtitle="Join Edgewise to get AI-powered picks.">
      <RegisterForm
        failedMessage={REGISTRATION_FAILED_PAGE}
        onSuccess={() => void navigate('/', { replace: true })}
        disabled={google.waiting}
        checkPasswordsMatch={false}
      />
      <GoogleButton onClick={google.start} disabled={google.waiting} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/auth/login" className="text-brand-700 dark:text-brand-500 hover:underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
