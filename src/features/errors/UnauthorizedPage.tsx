import { AccessDenied } from '@/components/layout/AccessDenied';

/** /unauthorized (SPEC §2). */
export function UnauthorizedPage() {
  return <AccessDenied />;
}
