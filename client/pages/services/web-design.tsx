import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="web-design" heading="Web Design in Vancouver, WA" />;
}
