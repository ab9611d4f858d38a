import { lazy, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Deferred } from '@/components/layout/Deferred';
import { pickPending } from '../betSlipSlice';

// The drawer (and the slip components it shows) loads only for a signed-in user, once the first
// page is drawn.
const SlipDrawer = lazy(async () => ({ default: (await import('./SlipDrawer')).SlipDrawer }));

/**
 * docs/product.md §4: a price a signed-out visitor clicked is kept while the sign-in dialog is
 * open and lands in the slip once they are signed in; closing the dialog signed out gives it up.
 */
function usePendingPick(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.betSlip.pendingPick !== null);
  const dialogOpen = useAppSelector((state) => state.ui.authDialog.open);
  useEffect(() => {
    if (!pending) return;
    if (signedIn) {
      void import('./slipActions').then(({ pendingPickTaken }) => dispatch(pendingPickTaken()));
    } else if (!dialogOpen) {
      dispatch(pickPending(null));
    }
  }, [pending, signedIn, dialogOpen, dispatch]);
}

export function LazySlipDrawer() {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  usePendingPick(signedIn);
  if (!signedIn) return null;
  return (
    <Deferred fallback={null}>
      <SlipDrawer />
    </Deferred>
  );
}
