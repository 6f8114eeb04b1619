import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="ai-consulting" heading="AI Consulting in Vancouver, WA" />;
}
