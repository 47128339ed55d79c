import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import { adminKeys } from '../api/keys';
import { signOut } from '../api/session';
import { adminCopy } from '../copy';

/** Signs out (Better Auth), forgets every admin answer in the cache and goes to the admin login. */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      client.removeQueries({ queryKey: adminKeys.all });
      navigate('/admin/login', { replace: true });
    },
    onError: () => toast.error(adminCopy.common.failed),
  });
}
