import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time rounded down to the minute, refreshed each minute: live/upcoming badges move on. */
export function useNowMinute(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
  useEffect(() => {
    const id = setInterval(
      () => setNow(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS),
      MINUTE_MS / 4,
    );
    return () => clearInterval(id);
  }, []);
  return now;
}
