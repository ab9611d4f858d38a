import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { saveSlipEntries } from './slipStorage';

/** Writes the slip to this browser whenever its entries change (emptied on submitting). */
export function useSlipPersistence(): void {
  const entries = useAppSelector((state) => state.betSlip.entries);
  useEffect(() => {
    saveSlipEntries(entries);
  }, [entries]);
}
