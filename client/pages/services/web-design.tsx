/** The web design service page: copy in content/web-design.ts, sections in service-page-sections.tsx. */
import { WEB_DESIGN } from './content/web-design.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={WEB_DESIGN} />;
}
