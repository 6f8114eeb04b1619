import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="terms" heading="Terms of Service" />;
}
