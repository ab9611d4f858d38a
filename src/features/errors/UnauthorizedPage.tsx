import { AccessDenied } from '@/components/layout/AccessDenied';

/** /unauthorized (docs/product.md §2). */
export function UnauthorizedPage() {
  return <AccessDenied />;
}
