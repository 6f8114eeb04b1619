import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="web-development" heading="Web Development in Vancouver, WA" />;
}
