import { CircleCheck } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authCopy } from '../../../../content/auth-copy';
import { safeNextPath } from '../../../../domain/auth-rules';
import { Card } from '../../../components/ui/card';
import { usePageTheme } from '../../flow/hooks/use-page-theme';
import { useMe } from '../hooks/use-me';
import { notifySuccess } from '../lib/notify';
import { type AuthMode, AuthPanel, parseAuthMode, useAuthView } from './auth-panel';

/** The URL says a sign-up was just confirmed: the hosted service's `#…type=signup` or our `?confirmed`. */
export function isConfirmedSignup(search: string, hash: string): boolean {
  return /(^|[#&])type=signup(&|$)/.test(hash) || new URLSearchParams(search).has('confirmed');
}

/** A frame for the auth screens: a centred card with a heading and the way back home. */
export function AuthFrame({
  title,
  subtitle,
  children,
  banner,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  banner?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[85dvh] w-full max-w-md flex-col justify-center gap-6 px-4 py-10 sm:px-6">
      <Link to="/" className="self-start text-muted text-sm underline underline-offset-4">
        {authCopy.backHome}
      </Link>
      {banner}
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl text-ink">{title}</h1>
          {subtitle && <p className="text-muted">{subtitle}</p>}
        </div>
        {children}
      </Card>
    </main>
  );
}

/**
 * /auth: login, sign-up and reset (spec 2), `mode` and `next` from the query. A visitor who is signed
 * in already goes to `next`.
 */
export function AuthPage() {
  usePageTheme('neutral');
  const [params, setParams] = useSearchParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const mode = parseAuthMode(params.get('mode'));
  const { me } = useMe();
  const confirmed = isConfirmedSignup(search, hash);
  const leaving = useRef(false);

  const goNext = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    navigate(next, { replace: true });
  }, [navigate, next]);

  useEffect(() => {
    if (me) goNext();
  }, [me, goNext]);

  useEffect(() => {
    if (confirmed) notifySuccess(authCopy.toasts.emailConfirmed);
  }, [confirmed]);

  const onModeChange = useCallback(
    (nextMode: AuthMode) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('mode', nextMode);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const view = useAuthView(mode, onModeChange);
  const subtitle =
    view.checkEmailFor === null && view.resetSentTo === null ? authCopy.subtitles[mode] : undefined;

  return (
    <AuthFrame
      title={view.title}
      subtitle={subtitle}
      banner={
        confirmed && (
          <div
            role="status"
            className="flex items-start gap-3 rounded-card border border-score-high/40 bg-white p-4 text-ink shadow-soft"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-score-high" />
            <div>
              <p className="font-semibold">{authCopy.confirmedBanner.title}</p>
              <p className="text-muted text-sm">{authCopy.confirmedBanner.body}</p>
            </div>
          </div>
        )
      }
    >
      <AuthPanel view={view} next={next} onSignedIn={goNext} />
    </AuthFrame>
  );
}
