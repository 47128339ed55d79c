import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/**
 * Data for every screen but the landing page. Kept out of root so the landing page ships only React and
 * the router (the 110 KB budget): TanStack Query loads with the first screen that needs it. The
 * toaster lives in root, loaded lazily.
 */
export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
