/** The cloud migrations service page: copy in content/cloud-migrations.ts, sections in service-page-sections.tsx. */
import { CLOUD_MIGRATIONS } from './content/cloud-migrations.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={CLOUD_MIGRATIONS} />;
}
