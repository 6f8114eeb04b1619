import { PageIntro } from '../components/page-intro.tsx';
import { TestimonialsCarousel } from '../components/blocks/testimonials-carousel.tsx';
import { R3DLABS_TESTIMONIALS } from '../content/testimonials.ts';

export function Page() {
  return (
    <>
      <PageIntro routeId="case-study-r3dlabs" heading="R3dLabs" />
      <TestimonialsCarousel testimonials={R3DLABS_TESTIMONIALS} title="What the Client Says" />
    </>
  );
}
