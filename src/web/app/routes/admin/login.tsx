import { QueryClientProvider } from '@tanstack/react-query';
import { AdminLogin } from '../../../features/admin/components/login-form';
import { queryClient } from '../../../lib/query-client';

export function meta() {
  return [{ title: 'Admin sign in · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLoginRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLogin />
    </QueryClientProvider>
  );
}
