import { BenchmarksScreen } from '../../../features/admin/components/benchmarks-screen';

export function meta() {
  return [{ title: 'Benchmarks · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminBenchmarksRoute() {
  return <BenchmarksScreen />;
}
