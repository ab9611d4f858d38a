import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageSpinner } from '@/components/layout/RootLayout';
import { hasRequiredRole } from '@domain/rules/roles';

/**
 * docs/product.md §4 guard: a spinner while auth is loading, /auth/login (remembering where the visitor was
 * going) when signed out, /unauthorized when the role is not in the required list.
 */
export function ProtectedRoute({ requiredRoles }: { requiredRoles?: readonly string[] }) {
  const user = useAppSelector((state) => state.auth.user);
  const isLoading = useAppSelector((state) => state.auth.isLoading);
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (!hasRequiredRole(user, requiredRoles)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
