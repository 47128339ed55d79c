import { Navigate } from 'react-router';
import { ADMIN_HOME } from '../../../features/admin/lib/next-path';

export default function AdminIndex() {
  return <Navigate to={ADMIN_HOME} replace />;
}
