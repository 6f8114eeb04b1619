/** The web development service page: copy in content/web-development.ts, sections in service-page-sections.tsx. */
import { WEB_DEVELOPMENT } from './content/web-development.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={WEB_DEVELOPMENT} />;
}
