/** The database design service page: copy in content/database-design.ts, sections in service-page-sections.tsx. */
import { DATABASE_DESIGN } from './content/database-design.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={DATABASE_DESIGN} />;
}
