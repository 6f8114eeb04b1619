/** The kubernetes service page: copy in content/kubernetes.ts, sections in service-page-sections.tsx. */
import { KUBERNETES } from './content/kubernetes.ts';
import { ServicePage } from './service-page-sections.tsx';

export function Page() {
  return <ServicePage content={KUBERNETES} />;
}
