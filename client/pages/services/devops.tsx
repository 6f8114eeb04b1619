import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="devops" heading="DevOps in Vancouver, WA" />;
}
