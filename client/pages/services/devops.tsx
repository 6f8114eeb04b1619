/** The devops service page: copy in content/devops.ts, sections in service-page-sections.tsx. */
import { DEVOPS } from './content/devops.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={DEVOPS} />;
}
