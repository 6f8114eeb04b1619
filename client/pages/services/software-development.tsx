/** The software development service page: copy in content/software-development.ts, sections in service-page-sections.tsx. */
import { SOFTWARE_DEVELOPMENT } from './content/software-development.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={SOFTWARE_DEVELOPMENT} />;
}
