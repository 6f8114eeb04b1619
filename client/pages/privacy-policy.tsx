import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="privacy-policy" heading="Privacy Policy" />;
}
