import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="home" heading="Software, Cloud & AI Consulting in Vancouver, WA" />;
}
