import type { ComponentType } from 'react';
import { Navigate, replace, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/app/AppLayout';
import { PageSpinner } from '@/components/layout/RootLayout';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { ErrorPage } from '@/features/errors/ErrorPage';
import { ADMIN_ROLE } from '@domain/rules/roles';

/** Lazy-loads one named page component, so each route is its own chunk. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

// The full route table of docs/product.md §2, all under one root layout.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        errorElement: <ErrorPage />,
        // Shown inside the layout while the first page's chunk loads (React Router asks for it).
        hydrateFallbackElement: <PageSpinner />,
        children: [
          { index: true, lazy: page(() => import('@/features/content/HomePage'), 'HomePage') },
          { path: 'faq', lazy: page(() => import('@/features/content/FaqPage'), 'FaqPage') },
          {
            path: 'contact',
            lazy: page(() => import('@/features/content/ContactPage'), 'ContactPage'),
          },
          { path: 'terms', lazy: page(() => import('@/features/content/TermsPage'), 'TermsPage') },
          {
            path: 'privacy',
            lazy: page(() => import('@/features/content/PrivacyPage'), 'PrivacyPage'),
          },
          {
            path: 'tutorials',
            lazy: page(() => import('@/features/content/TutorialsPage'), 'TutorialsPage'),
          },
          {
            path: 'tracking',
            lazy: page(() => import('@/features/content/TrackingPage'), 'TrackingPage'),
          },
          // A linked target (docs/product.md §2): registration lives at /auth/register. Redirected
          // by the router before anything renders, so the register page's code is the one fetched;
          // the element is the same redirect, for the router's rule that a leaf renders something.
          {
            path: 'signup',
            loader: () => replace('/auth/register'),
            element: <Navigate to="/auth/register" replace />,
          },
          {
            path: 'handicappers',
            lazy: page(
              () => import('@/features/handicappers/HandicappersPage'),
              'HandicappersPage',
            ),
          },
          {
            path: 'handicappers/:id',
            lazy: page(
              () => import('@/features/handicappers/HandicapperDetailPage'),
              'HandicapperDetailPage',
            ),
          },
          {
            path: 'goat-mock',
            lazy: page(
              () => import('@/features/card-catalogue/CardCataloguePage'),
              'CardCataloguePage',
            ),
          },
          {
            path: 'become-handicapper',
            lazy: page(
              () => import('@/features/handicappers/BecomeHandicapperPage'),
              'BecomeHandicapperPage',
            ),
          },
          {
            path: 'total-results',
            lazy: page(() => import('@/features/results/TotalResultsPage'), 'TotalResultsPage'),
          },
          {
            path: 'ai-bet-performance',
            lazy: page(
              () => import('@/features/results/AiBetPerformancePage'),
              'AiBetPerformancePage',
            ),
          },
          {
            path: 'ai-models',
            lazy: page(() => import('@/features/results/AiModelsPage'), 'AiModelsPage'),
          },
          // One route for /matchups, /matchups/:sport and /matchups/:sport/:date, so the page stays mounted.
          {
            path: 'matchups/:sport?/:date?',
            lazy: page(() => import('@/features/matchups/MatchupsPage'), 'MatchupsPage'),
          },
          // docs/product.md §6: Enter Picks renders Access Denied itself when signed out, so it sits outside the guard.
          {
            path: 'enter-picks',
            lazy: page(() => import('@/features/picks/EnterPicksPage'), 'EnterPicksPage'),
          },
          {
            path: 'auth/login',
            lazy: page(() => import('@/features/auth/LoginPage'), 'LoginPage'),
          },
          {
            path: 'auth/register',
            lazy: page(() => import('@/features/auth/RegisterPage'), 'RegisterPage'),
          },
          {
            path: 'auth/forgot-password',
            lazy: page(() => import('@/features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: 'auth/reset-password',
            lazy: page(() => import('@/features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
          },
          {
            path: 'external-auth-callback',
            lazy: page(
              () => import('@/features/auth/ExternalAuthCallbackPage'),
              'ExternalAuthCallbackPage',
            ),
          },
          // Signed-in only (docs/product.md §2): /my-cappers, /subscriptions, /profile, /settings, /enter-picks.
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: 'my-cappers',
                lazy: page(() => import('@/features/handicappers/MyCappersPage'), 'MyCappersPage'),
              },
              {
                path: 'subscriptions',
                lazy: page(
                  () => import('@/features/account/subscriptions/SubscriptionsPage'),
                  'SubscriptionsPage',
                ),
              },
              {
                path: 'settings',
                lazy: page(
                  () => import('@/features/account/settings/SettingsPage'),
                  'SettingsPage',
                ),
              },
              {
                path: 'profile',
                lazy: page(() => import('@/features/account/profile/ProfilePage'), 'ProfilePage'),
              },
            ],
          },
          // Role Handicapper only (docs/product.md §2): /revenue.
          {
            element: <ProtectedRoute requiredRoles={['Handicapper']} />,
            children: [
              {
                path: 'revenue',
                lazy: page(() => import('@/features/account/revenue/RevenuePage'), 'RevenuePage'),
              },
            ],
          },
          // Role Admin only (docs/product.md "Contact and newsletter"): the contact form's messages.
          {
            element: <ProtectedRoute requiredRoles={[ADMIN_ROLE]} />,
            children: [
              {
                path: 'admin/contact-messages',
                lazy: page(
                  () => import('@/features/content/admin/ContactMessagesPage'),
                  'ContactMessagesPage',
                ),
              },
            ],
          },
          {
            path: 'newsletter',
            lazy: page(() => import('@/features/content/NewsletterPage'), 'NewsletterPage'),
          },
          { path: 'error', Component: ErrorPage },
          {
            path: 'unauthorized',
            lazy: page(() => import('@/features/errors/UnauthorizedPage'), 'UnauthorizedPage'),
          },
          { path: '*', lazy: page(() => import('@/features/errors/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
