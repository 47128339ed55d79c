import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';

export function meta() {
  return [{ title: 'Account Confirmation · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AuthCallback() {
  return <AuthCallbackPage />;
}
