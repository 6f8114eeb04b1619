import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="kubernetes" heading="Kubernetes in Vancouver, WA" />;
}
