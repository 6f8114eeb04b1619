/**
 * Draws a service page from its copy (content/<page>.ts): the hero, then each section with
 * the shared blocks. Plain sections alternate white and pale grey backgrounds so neighbours
 * stay apart; banners and the closing band bring their own colours.
 */
import type { ReactNode } from 'react';
import { BlockSection } from '../../client/components/blocks/block-section.tsx';
import { CtaBand } from '../../client/components/blocks/cta-band.tsx';
import { FeatureList } from '../../client/components/blocks/feature-list.tsx';
import { Hero } from '../../client/components/blocks/hero.tsx';
import { ProcessSteps } from '../../client/components/blocks/process-steps.tsx';
import { SectionHeading } from '../../client/components/blocks/section-heading.tsx';
import { ServiceCardGrid } from '../../client/components/blocks/service-card-grid.tsx';
import { slugify } from '../../client/components/blocks/slugify.ts';
import { StatStrip } from '../../client/components/blocks/stat-strip.tsx';
import { TechGrid } from '../../client/components/blocks/tech-grid.tsx';
import { GoogleTestimonialsCarousel } from '../../client/components/reviews/google-testimonials-carousel.tsx';
import { testimonialsFor } from '../../client/components/testimonials/testimonials.ts';
import type { RouteId } from '../../shared/route-paths.ts';
import type { ServicePageContent, ServiceSection } from './service-copy.ts';
import { ServiceRows } from './service-rows.tsx';
import { ConsultationServiceContext } from '../../client/components/contact/consultation-service.ts';

type Tone = 'white' | 'muted';

export function ServicePage({ content }: { content: ServicePageContent }) {
  let plain = 0;
  const [first, ...rest] = content.sections.map((section, index) => {
    const tone: Tone = isBand(section) ? 'white' : plain++ % 2 === 0 ? 'white' : 'muted';
    return <ServiceSectionView key={`${section.kind}-${index}`} section={section} tone={tone} routeId={content.routeId} />;
  });
  return (
    <ConsultationServiceContext value={content.routeId}>
      <Hero {...content.hero} />
      {first}
      {rest}
    </ConsultationServiceContext>
  );
}

function isBand(section: ServiceSection): boolean {
  return section.kind === 'banner' || section.kind === 'cta';
}

function ServiceSectionView({ section, tone, routeId }: { section: ServiceSection; tone: Tone; routeId: RouteId }) {
  switch (section.kind) {
    case 'banner': {
      const { kind: _kind, ...props } = section;
      return <CtaBand compact tone="light" {...props} />;
    }
    case 'cta': {
      const { kind: _kind, ...props } = section;
      return <CtaBand {...props} />;
    }
    case 'cards': {
      const { kind: _kind, ...props } = section;
      return <ServiceCardGrid tone={tone} {...props} />;
    }
    case 'features': {
      const { kind: _kind, ...props } = section;
      return <FeatureList tone={tone} {...props} />;
    }
    case 'tech': {
      const { kind: _kind, ...props } = section;
      return <TechGrid tone={tone} {...props} />;
    }
    case 'process': {
      const { kind: _kind, ...props } = section;
      return <ProcessSteps tone={tone} {...props} />;
    }
    case 'rows':
      return (
        <HeadedSection title={section.title} subtitle={section.subtitle} id={section.id} tone={tone}>
          <ServiceRows rows={section.rows} />
        </HeadedSection>
      );
    case 'stats':
      return (
        <HeadedSection title={section.title} subtitle={section.subtitle} id={section.id} tone={tone}>
          <StatStrip label={section.title} stats={section.stats} />
        </HeadedSection>
      );
    case 'testimonials':
      // Google reviews when there are some (spec §4); else the page's static testimonials, picked for this service by client/components/testimonials/testimonials.ts.
      return (
        <GoogleTestimonialsCarousel testimonials={testimonialsFor(routeId)} title={section.title} subtitle={section.subtitle} tone={tone} />
      );
  }
}

interface HeadedSectionProps {
  title: string;
  subtitle?: string;
  id?: string;
  tone: Tone;
  children: ReactNode;
}

function HeadedSection({ title, subtitle, id, tone, children }: HeadedSectionProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <BlockSection id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <div className="mt-12">{children}</div>
    </BlockSection>
  );
}
