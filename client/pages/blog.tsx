import { PageIntro } from '../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="blog" heading="Blog" />;
}
