/** Draws a case study from its copy (case-study-copy.ts): the hero, each section, the platform's link and the call to action. */
import { Fragment } from 'react';
import { BlockSection } from '../../client/components/blocks/block-section.tsx';
import { CtaBand } from '../../client/components/blocks/cta-band.tsx';
import { FeatureList } from '../../client/components/blocks/feature-list.tsx';
import { Hero } from '../../client/components/blocks/hero.tsx';
import { SectionHeading } from '../../client/components/blocks/section-heading.tsx';
import { StatStrip } from '../../client/components/blocks/stat-strip.tsx';
import { TechGrid } from '../../client/components/blocks/tech-grid.tsx';
import { TestimonialsCarousel } from '../../client/components/blocks/testimonials-carousel.tsx';
import { ProseSection, TextLink } from '../../client/components/case-studies/prose-section.tsx';
import { VisitPlatform } from '../../client/components/case-studies/visit-platform.tsx';
import type { CaseStudyCopy, CaseStudySection, Inline } from './case-study-copy.ts';

function Paragraph({ parts }: { parts: string | readonly Inline[] }) {
  if (typeof parts === 'string') return <p>{parts}</p>;
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>{typeof part === 'string' ? part : <TextLink to={part.to}>{part.link}</TextLink>}</Fragment>
      ))}
    </p>
  );
}

function CaseStudySectionView({ section }: { section: CaseStudySection }) {
  switch (section.kind) {
    case 'prose':
      return (
        <ProseSection id={section.id} eyebrow={section.eyebrow} title={section.title}>
          {section.notice && (
            <p className="rounded-xl border border-warning-300 bg-warning-50 p-5 text-warning-950">
              <strong className="font-semibold">{section.notice.label}</strong> {section.notice.text}
            </p>
          )}
          {section.paragraphs.map((parts, index) => (
            <Paragraph key={index} parts={parts} />
          ))}
        </ProseSection>
      );
    case 'features': {
      const { kind: _kind, ...props } = section;
      return <FeatureList {...props} />;
    }
    case 'stats':
      return (
        <BlockSection id={section.id} labelledBy={`${section.id}-heading`} tone="muted">
          <SectionHeading id={`${section.id}-heading`} eyebrow={section.eyebrow} title={section.title} subtitle={section.subtitle} />
          <div className="mt-12">
            <StatStrip label={section.label} stats={section.stats} />
          </div>
        </BlockSection>
      );
    case 'tech': {
      const { kind: _kind, ...props } = section;
      return <TechGrid {...props} />;
    }
    case 'testimonials':
      return <TestimonialsCarousel testimonials={section.testimonials} title={section.title} />;
  }
}

export function CaseStudyPage({ copy }: { copy: CaseStudyCopy }) {
  return (
    <>
      <Hero {...copy.hero} />
      {copy.sections.map((section) => (
        <CaseStudySectionView key={`${section.kind}-${section.title}`} section={section} />
      ))}
      <VisitPlatform {...copy.visit} />
      <CtaBand {...copy.cta} />
    </>
  );
}
