import { safeNextPath } from '../../../../domain/auth-rules';

export const ADMIN_HOME = '/admin/dashboard';

/** Where to go after signing in: an admin page given in ?next=, else the dashboard. */
export function adminNextPath(next: string | null | undefined): string {
  if (!next) return ADMIN_HOME;
  const safe = safeNextPath(next);
  return safe === '/admin' || (safe.startsWith('/admin/') && !safe.startsWith('/admin/login'))
    ? safe
    : ADMIN_HOME;
}
