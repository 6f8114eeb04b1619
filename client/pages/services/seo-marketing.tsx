/** The seo marketing service page: copy in content/seo-marketing.ts, sections in service-page-sections.tsx. */
import { SEO_MARKETING } from './content/seo-marketing.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={SEO_MARKETING} />;
}
