/** The cloud infrastructure service page: copy in content/cloud-infrastructure.ts, sections in service-page-sections.tsx. */
import { CLOUD_INFRASTRUCTURE } from './content/cloud-infrastructure.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={CLOUD_INFRASTRUCTURE} />;
}
