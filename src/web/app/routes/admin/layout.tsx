import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AdminGate } from '../../../features/admin/components/admin-shell';
import { queryClient } from '../../../lib/query-client';

export function meta() {
  return [{ title: 'Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

/** Every /admin screen: data (toasts come from the root's toaster), and only for admins (the server checks every call too). */
export default function AdminLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate>
        <Outlet />
      </AdminGate>
    </QueryClientProvider>
  );
}
