import { AuthPage } from '../../features/auth/components/auth-page';

export function meta() {
  return [{ title: 'Sign In · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function Auth() {
  return <AuthPage />;
}
