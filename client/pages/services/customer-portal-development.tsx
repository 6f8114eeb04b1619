/** The customer portal development service page: copy in content/customer-portal-development.ts, sections in service-page-sections.tsx. */
import { CUSTOMER_PORTAL_DEVELOPMENT } from './content/customer-portal-development.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={CUSTOMER_PORTAL_DEVELOPMENT} />;
}
