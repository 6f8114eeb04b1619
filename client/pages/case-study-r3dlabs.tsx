import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="case-study-r3dlabs" heading="R3dLabs" />;
}
