import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogClosed, authDialogModeChanged, type AuthDialogMode } from '@/app/uiSlice';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import {
  GOOGLE_WAITING,
  LOGIN_FAILED_DIALOG,
  REGISTRATION_FAILED_DIALOG,
} from '@domain/rules/auth';
import { DialogResetView } from './DialogResetView';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useGooglePopup } from './useGooglePopup';

const TITLES: Record<AuthDialogMode, string> = {
  login: 'Welcome Back',
  register: 'Create Account',
  reset: 'Reset Password',
};

/** docs/product.md §2 auth dialog: Login and Register tabs, the forgot-password view and Google sign-in. */
export function AuthDialog() {
  const dispatch = useAppDispatch();
  const { open, mode } = useAppSelector((state) => state.ui.authDialog);
  const user = useAppSelector((state) => state.auth.user);
  const { pathname } = useLocation();
  const google = useGooglePopup();
  const close = () => dispatch(authDialogClosed());

  // docs/product.md §4: the dialog closes when the user becomes authenticated (also after the Google popup).
  useEffect(() => {
    if (user) dispatch(authDialogClosed());
  }, [user, dispatch]);
  // Following the terms or privacy link leaves the dialog behind. The dialog mounts on its first
  // open, so only a change from the path it opened on closes it.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) dispatch(authDialogClosed());
  }

  const switchTo = (next: string) => {
    dispatch(authDialogModeChanged(next === 'register' ? 'register' : 'login'));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription>
            {mode === 'reset'
              ? 'Enter your email to receive a reset link.'
              : 'Sign in or create an account to get the edge.'}
          </DialogDescription>
        </DialogHeader>
        {mode === 'reset' ? (
          <DialogResetView onBack={() => dispatch(authDialogModeChanged('login'))} />
        ) : (
          <Tabs value={mode} onValueChange={switchTo}>
            <TabsList className="w-full">
              <TabsTrigger value="login" className="flex-1">
                Login
              </TabsTrigger>
              <TabsTrigger value="register" className="flex-1">
                Register
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                failedMessage={LOGIN_FAILED_DIALOG}
                onSuccess={close}
                disabled={google.waiting}
                forgotPassword={
                  <Button
                    variant="link"
                    className="h-auto p-0"
                    onClick={() => dispatch(authDialogModeChanged('reset'))}
                  >
                    Forgot password?
                  </Button>
                }
              />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                failedMessage={REGISTRATION_FAILED_DIALOG}
                onSuccess={close}
                disabled={google.waiting}
                checkPasswordsMatch
              />
            </TabsContent>
            <div className="mt-3">
              <GoogleButton onClick={google.start} disabled={google.waiting} />
            </div>
          </Tabs>
        )}
        {google.waiting && (
          <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400">
            {GOOGLE_WAITING}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
