import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="customer-portal-development" heading="Customer Portal Development in Vancouver, WA" />;
}
