import {
  BookOpen,
  ChartColumn,
  ExternalLink,
  FileText,
  Gauge,
  History,
  LayoutDashboard,
  Lightbulb,
  ListOrdered,
  LogOut,
  MessagesSquare,
  ShieldCheck,
  TrendingDown,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminSession } from '../api/session';
import { benchmarksCopy } from '../benchmarks-copy';
import { adminCopy } from '../copy';
import { useSignOut } from '../hooks/use-sign-out';
import { instrumentCopy } from '../instrument-copy';
import { ErrorNotice } from './admin-ui';

const NAV = [
  { to: '/admin/dashboard', label: adminCopy.nav.dashboard, icon: LayoutDashboard },
  { to: '/admin/dropout-analysis', label: adminCopy.nav.dropouts, icon: TrendingDown },
  { to: '/admin/users', label: adminCopy.nav.users, icon: Users },
  { to: '/admin/feedback', label: adminCopy.nav.feedback, icon: MessagesSquare },
  { to: '/admin/benchmarks', label: benchmarksCopy.nav, icon: ChartColumn },
  { to: '/admin/instrument', label: instrumentCopy.nav, icon: Gauge },
  { to: '/admin/questions', label: adminCopy.nav.questions, icon: ListOrdered },
  { to: '/admin/chapters', label: adminCopy.nav.chapters, icon: BookOpen },
  { to: '/admin/insights', label: adminCopy.nav.insights, icon: Lightbulb },
  { to: '/admin/versions', label: adminCopy.nav.versions, icon: History },
  { to: '/admin/legal', label: adminCopy.nav.legal, icon: FileText },
  { to: '/admin/security', label: adminCopy.nav.security, icon: ShieldCheck },
] as const;

/**
 * The admin area's neutral palette: primary actions in ink rather than the inner-game purple. Set on
 * <body> through the CSSOM (the CSP allows no style attributes), so dialogs in portals follow.
 */
function useNeutralAdminTheme() {
  useEffect(() => {
    const body = document.body;
    delete body.dataset.theme;
    body.style.setProperty('--theme-deep', 'var(--color-ink)');
    body.style.setProperty('--theme-accent', 'var(--color-inner-600)');
    body.style.setProperty('--theme-bg', 'var(--color-paper)');
    return () => {
      body.style.removeProperty('--theme-deep');
      body.style.removeProperty('--theme-accent');
      body.style.removeProperty('--theme-bg');
    };
  }, []);
}

/** Only admins get past this: visitors go to the login, other users see why they cannot. */
export function AdminGate({ children }: { children: ReactNode }) {
  useNeutralAdminTheme();
  const session = useAdminSession();
  const location = useLocation();
  if (session.isPending) return <LoadingState text={adminCopy.login.checking} className="min-h-dvh" />;
  if (session.isError)
    return (
      <main className="mx-auto max-w-xl px-6 py-24">
        <ErrorNotice
          message={session.error instanceof Error ? session.error.message : adminCopy.common.failed}
          onRetry={() => void session.refetch()}
        />
      </main>
    );
  if (session.data.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.data.status === 'not-admin') return <NotAdmin />;
  return <AdminShell email={session.data.admin.email}>{children}</AdminShell>;
}

export function NotAdmin() {
  const signOut = useSignOut();
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-6 py-16">
      <div className="rounded-card border border-line bg-white p-8 shadow-soft">
        <h1 className="font-display font-semibold text-[28px] text-ink">{adminCopy.login.notAdminTitle}</h1>
        <p className="mt-3 text-muted">{adminCopy.login.notAdmin}</p>
        <div className="mt-6 flex gap-3">
          <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {adminCopy.nav.signOut}
          </Button>
          <a href="/" className="inline-flex min-h-11 items-center px-2 font-medium text-ink underline">
            {adminCopy.nav.viewSite}
          </a>
        </div>
      </div>
    </main>
  );
}

function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-paper">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {adminCopy.nav.skip}
      </a>
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex items-baseline gap-2">
            <span className="font-display font-semibold text-ink text-lg">{adminCopy.productName}</span>
            <span className="rounded-full bg-ink px-2 py-0.5 font-semibold text-white text-xs uppercase tracking-wide">
              {adminCopy.areaName}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted">
              {adminCopy.nav.signedInAs} <span className="font-medium text-ink">{email}</span>
            </span>
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-ink hover:bg-black/5"
            >
              {adminCopy.nav.viewSite}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
            <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              {adminCopy.nav.signOut}
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8">
        <nav aria-label={adminCopy.nav.label} className="lg:w-52 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:sticky lg:top-6 lg:flex-col lg:overflow-visible">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cx(
                      'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors',
                      isActive ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
