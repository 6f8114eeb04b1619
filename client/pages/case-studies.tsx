import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="case-studies" heading="Case Studies" />;
}
