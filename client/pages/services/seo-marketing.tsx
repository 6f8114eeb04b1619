import { PageIntro } from '../../components/page-intro.tsx';

export function Page() {
  return <PageIntro routeId="seo-marketing" heading="SEO & Marketing in Vancouver, WA" />;
}
