import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="cloud-migrations" heading="Cloud Migrations in Vancouver, WA" />;
}
