import { PageIntro } from '../components/page-intro.tsx';
import { TestimonialsCarousel } from '../components/blocks/testimonials-carousel.tsx';
import { DEFAULT_TESTIMONIALS } from '../content/testimonials.ts';

export function Page() {
  return (
    <>
      <PageIntro routeId="home" heading="Software, Cloud & AI Consulting in Vancouver, WA" />
      <TestimonialsCarousel testimonials={DEFAULT_TESTIMONIALS} />
    </>
  );
}
