import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="about-us" heading="About Us" />;
}
