import { RootLayout } from '@/components/layout/RootLayout';
import { logout } from '@/features/auth/authApi';
import { LazyAuthDialog } from '@/features/auth/LazyAuthDialog';
import { LazyNotificationBell } from '@/features/notifications/LazyNotificationBell';
import { PriceSlotProvider, type PriceSlotProps } from '@/components/pricing/PriceSlot';
import { LazySlipDrawer } from '@/features/picks/drawer/LazySlipDrawer';
import { SlipPrice } from '@/features/picks/drawer/SlipPrice';
import { useAppDispatch, useAppSelector } from './hooks';

// docs/product.md §2: a price on any page adds its side to the one bet slip.
const slipPrice = (props: PriceSlotProps) => <SlipPrice {...props} />;

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
