/**
 * TESTIMONIALS SLOT - placeholder until the Testimonials carousel
 * (client/components/blocks/testimonials-carousel.tsx) is committed; then this renders
 * <TestimonialsCarousel testimonials={testimonialsFor(routeId)} />. Renders nothing meanwhile.
 */
import type { RouteId } from '../../../shared/route-table.ts';

export interface TestimonialsSlotProps {
  routeId: RouteId;
  title?: string;
  subtitle?: string;
  tone: 'white' | 'muted';
}

export function TestimonialsSlot(_props: TestimonialsSlotProps) {
  return null;
}
