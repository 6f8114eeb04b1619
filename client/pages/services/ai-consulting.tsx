/** The ai consulting service page: copy in content/ai-consulting.ts, sections in service-page-sections.tsx. */
import { AI_CONSULTING } from './content/ai-consulting.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={AI_CONSULTING} />;
}
