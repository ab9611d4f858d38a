import { lazy, Suspense } from 'react';
import { RootLayout } from '@/components/layout/RootLayout';
import { logout } from '@/features/auth/authApi';
import { LazyAuthDialog } from '@/features/auth/LazyAuthDialog';
import { LazyNotificationBell } from '@/features/notifications/LazyNotificationBell';
import { PriceSlotProvider, type PriceSlotProps } from '@/components/pricing/PriceSlot';
import { LazySlipDrawer } from '@/features/picks/drawer/LazySlipDrawer';
import { useAppDispatch, useAppSelector } from './hooks';

// Loaded by the first page that shows a price, not with every first load (docs/benchmarks.md).
const SlipPrice = lazy(async () => ({
  default: (await import('@/features/picks/drawer/SlipPrice')).SlipPrice,
}));

// docs/product.md §2: a price on any page adds its side to the one bet slip; until its code is
// in, the price shows as the text it is.
const slipPrice = (props: PriceSlotProps) => (
  <Suspense fallback={props.text}>
    <SlipPrice {...props} />
  </Suspense>
);

/** The root layout with the features it frames: the bell, the sign-in dialog, log out. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  // The bell shows nothing signed out: its chunk (and the marketplace schemas it reads with)
  // downloads only for a signed-in user, not with every visitor's first page.
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  return (
    <PriceSlotProvider value={slipPrice}>
      <RootLayout
        topBarActions={signedIn ? <LazyNotificationBell /> : null}
        dialogs={
          <>
            <LazyAuthDialog />
            <LazySlipDrawer />
          </>
        }
        onLogout={() => void dispatch(logout())}
      />
    </PriceSlotProvider>
  );
}
