import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A URL hash with access_token, refresh_token, type= or error on a non-auth path goes to /auth with
 * `next` set and the hash kept (spec 2). The rule lives in domain/auth-rules; it is loaded only when a
 * hash is present, so the landing page does not ship it (nor zod, which that module uses).
 */
export function useAuthHashRedirect(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash || hash === '#') return;
    let cancelled = false;
    void import('../../../domain/auth-rules').then(({ authHashRedirect }) => {
      const target = authHashRedirect(pathname, search, hash);
      if (target && !cancelled) navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, hash, navigate]);
}
