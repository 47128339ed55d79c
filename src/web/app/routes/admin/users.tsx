import { UsersScreen } from '../../../features/admin/components/users-screen';

export function meta() {
  return [{ title: 'Users · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminUsersRoute() {
  return <UsersScreen />;
}
