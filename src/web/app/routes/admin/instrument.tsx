import { InstrumentScreen } from '../../../features/admin/components/instrument-screen';

export function meta() {
  return [
    { title: 'Instrument quality · Admin · Uplift Founder Audit' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminInstrumentRoute() {
  return <InstrumentScreen />;
}
