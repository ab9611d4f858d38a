import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { fetchCurrentUser } from './authApi';

/**
 * Where the Google popup lands. In the popup it just closes (the opener refreshes the user); opened
 * on its own it refreshes the user and goes home. An error from the server is shown instead.
 */
export function ExternalAuthCallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const error = useSearchParams()[0].get('error');

  useEffect(() => {
    if (error) return;
    if (window.opener) {
      window.close();
      return;
    }
    void dispatch(fetchCurrentUser()).then(() => navigate('/', { replace: true }));
  }, [error, dispatch, navigate]);

  if (error) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center">
        <p role="alert">{error}</p>
        <Button onClick={() => (window.opener ? window.close() : void navigate('/'))}>Close</Button>
      </div>
    );
  }
  return (
    <p role="status" className="p-6 text-center">
      Completing sign-in...
    </p>
  );
}
