import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const floorMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The current time rounded down to the minute, refreshed each quarter minute, so games close for picks as they start. */
export function useNowMinute(): number {
  const [now, setNow] = useState(floorMinute);
  useEffect(() => {
    const id = setInterval(() => setNow(floorMinute()), MINUTE_MS / 4);
    return () => clearInterval(id);
  }, []);
  return now;
}
