import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="database-design" heading="Database Design in Vancouver, WA" />;
}
