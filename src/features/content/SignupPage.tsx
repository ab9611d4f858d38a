import { Navigate } from 'react-router-dom';

/** /signup is a linked target (docs/product.md §2); registration lives at /auth/register. */
export function SignupPage() {
  return <Navigate to="/auth/register" replace />;
}
