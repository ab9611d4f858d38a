export const HANDICAPPER_ROLE = 'Handicapper';
/** Staff: reads the contact form's messages (docs/product.md "Contact and newsletter"). */
export const ADMIN_ROLE = 'Admin';

/** docs/product.md §6: a user is a handicapper by role or by account type. */
export function isHandicapper(
  user: { role: string; accountType: string } | null | undefined,
): boolean {
  return user != null && (user.role === HANDICAPPER_ROLE || user.accountType === HANDICAPPER_ROLE);
}

/** docs/product.md §6: the guard's required-roles list is matched against the role (Handicapper also by accountType). */
export function hasRequiredRole(
  user: { role: string; accountType: string },
  requiredRoles: readonly string[] | undefined,
): boolean {
  if (!requiredRoles || requiredRoles.length === 0) return true;
  return requiredRoles.some((role) =>
    role === HANDICAPPER_ROLE ? isHandicapper(user) : user.role === role,
  );
}
