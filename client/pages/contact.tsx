import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="contact" heading="Contact Us" />;
}
