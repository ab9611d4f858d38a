import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { fetchCurrentUser } from './authApi';
import { GOOGLE_LOGIN_URL } from './authApi';

export const POPUP_POLL_MS = 500;
export const POPUP_REFRESH_DELAY_MS = 1000;

/**
 * docs/product.md §4 third-party sign-in: a 500x600 popup, polled every 500 ms; once it closes the user is
 * refreshed after 1 s. A blocked popup ends the wait at once.
 */
export function useGooglePopup() {
  const dispatch = useAppDispatch();
  const [waiting, setWaiting] = useState(false);
  const timers = useRef<{ poll?: number; refresh?: number }>({});

  useEffect(() => {
    const current = timers.current;
    return () => {
      window.clearInterval(current.poll);
      window.clearTimeout(current.refresh);
    };
  }, []);

  const start = useCallback(() => {
    const left = window.screenX + Math.max(0, (window.outerWidth - 500) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - 600) / 2);
    const popup = window.open(
      GOOGLE_LOGIN_URL,
      'google-login',
      `width=500,height=600,left=${left},top=${top}`,
    );
    if (!popup) {
      console.error('The Google sign-in popup was blocked');
      setWaiting(false);
      return;
    }
    setWaiting(true);
    window.clearInterval(timers.current.poll);
    timers.current.poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timers.current.poll);
      timers.current.refresh = window.setTimeout(() => {
        void dispatch(fetchCurrentUser());
        setWaiting(false);
      }, POPUP_REFRESH_DELAY_MS);
    }, POPUP_POLL_MS);
  }, [dispatch]);

  return { waiting, start };
}
