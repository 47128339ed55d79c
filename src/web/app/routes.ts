import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/landing.tsx'),
  // Screens that fetch data or show toasts nest here (the query client and the toaster live in it).
  layout('routes/app-layout.tsx', [
    route('introduction', 'routes/introduction.tsx'),
    route('overview', 'routes/overview.tsx'),
    route('chapter/:chapterId/intro', 'routes/chapter-intro.tsx'),
    route('chapter/:chapterId/outro', 'routes/chapter-outro.tsx'),
    route('assessment', 'routes/assessment.tsx'),
    route('loading-results', 'routes/loading-results.tsx'),
    route('results', 'routes/results.tsx'),
    route('results/core-strength', 'routes/results-core-strength.tsx'),
    route('results/uplift-potential', 'routes/results-uplift-potential.tsx'),
    route('auth', 'routes/auth.tsx'),
    route('auth/callback', 'routes/auth-callback.tsx'),
    route('email-test', 'routes/email-test.tsx'),
    route('feedback/:token', 'routes/feedback.tsx'),
    route('shared/:token', 'routes/shared.tsx'),
    route('plan-reminders/unsubscribe', 'routes/plan-reminders-unsubscribe.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('cookies', 'routes/cookies.tsx'),
  ]),
  // The admin area: its own chunks (React Router splits every route module), nothing in public pages.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('dropout-analysis', 'routes/admin/dropout-analysis.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('feedback', 'routes/admin/feedback.tsx'),
    route('benchmarks', 'routes/admin/benchmarks.tsx'),
    route('instrument', 'routes/admin/instrument.tsx'),
    route('questions', 'routes/admin/questions.tsx'),
    route('chapters', 'routes/admin/chapters.tsx'),
    route('insights', 'routes/admin/insights.tsx'),
    route('versions/:view?', 'routes/admin/versions.tsx'),
    route('legal', 'routes/admin/legal.tsx'),
    route('security', 'routes/admin/security.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
