import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="cloud-infrastructure" heading="Cloud Infrastructure in Vancouver, WA" />;
}
