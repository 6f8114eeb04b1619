import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="software-development" heading="Software Development in Vancouver, WA" />;
}
