/**
 * Home (spec: Home): hero, six services, why choose us, four-step process, testimonials,
 * two case studies, the three newest blog posts (from the home loader) and a closing CTA.
 */
import { BlockSection } from '../../client/components/blocks/block-section.tsx';
import { ButtonLink } from '../../client/components/blocks/button-link.tsx';
import { CtaBand } from '../../client/components/blocks/cta-band.tsx';
import { FeatureList } from '../../client/components/blocks/feature-list.tsx';
import { Hero } from '../../client/components/blocks/hero.tsx';
import { ProcessSteps } from '../../client/components/blocks/process-steps.tsx';
import { SectionHeading } from '../../client/components/blocks/section-heading.tsx';
import { ServiceCardGrid } from '../../client/components/blocks/service-card-grid.tsx';
import { GoogleTestimonialsCarousel } from '../../client/components/reviews/google-testimonials-carousel.tsx';
import { RecentPostCard } from '../../client/components/blog/recent-post-card.tsx';
import { CaseStudyCard } from '../../client/components/case-studies/case-study-card.tsx';
import { CASE_STUDIES } from '../case-studies/case-study-cards.ts';
import { HOME_CLOSING_CTA, HOME_HERO, HOME_PROCESS, HOME_SERVICES, WHY_CHOOSE_US } from './home-copy.ts';
import type { HomeData } from '../../shared/home-data.ts';
import { DEFAULT_TESTIMONIALS } from '../../client/components/testimonials/testimonials.ts';
import { useRouteData } from '../../client/app/route-context.ts';
import { href } from '../../shared/route-paths.ts';

/** The hero illustration's drawn size (its viewBox). */
const HERO_IMAGE = { src: '/images/home/hero.svg', alt: '', width: 560, height: 420 };

export function Page() {
  const { recentPosts } = useRouteData<HomeData>() ?? { recentPosts: [] };
  return (
    <>
      <Hero {...HOME_HERO} image={HERO_IMAGE} />
      <ServiceCardGrid
        id="services"
        eyebrow="What we do"
        title="Services for Small and Medium Businesses"
        subtitle="From a first website to a Kubernetes platform, one team covers the whole journey."
        cards={HOME_SERVICES}
      />
      <FeatureList
        id="why-choose-us"
        tone="muted"
        eyebrow="Why choose us"
        title="Why Businesses Choose Us"
        subtitle="Big-company engineering, small-company attention."
        features={WHY_CHOOSE_US}
      />
      <ProcessSteps
        id="process"
        eyebrow="How we work"
        title="Our Process"
        subtitle="Four steps from the first conversation to software you can rely on."
        steps={HOME_PROCESS}
      />
      <GoogleTestimonialsCarousel
        testimonials={DEFAULT_TESTIMONIALS}
        subtitle="Owners and teams across the Pacific Northwest on working with us."
      />
      <BlockSection id="case-studies" labelledBy="case-studies-heading">
        <SectionHeading
          id="case-studies-heading"
          eyebrow="Our work"
          title="Featured Case Studies"
          subtitle="Two platforms we designed, built and run."
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to={href('case-studies')} variant="secondary">
            View All Case Studies
          </ButtonLink>
        </div>
      </BlockSection>
      <BlockSection id="recent-posts" labelledBy="recent-posts-heading" tone="muted">
        <SectionHeading
          id="recent-posts-heading"
          eyebrow="From the blog"
          title="Recent Blog Posts"
          subtitle="Practical notes on software, cloud and AI for small businesses."
        />
        {recentPosts.length > 0 ? (
          <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {recentPosts.map((post) => (
              <li key={post.id}>
                <RecentPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-ink-3">No entries found</p>
        )}
        <div className="mt-10 text-center">
          <ButtonLink to={href('blog')} variant="secondary">
            View All Blog Posts
          </ButtonLink>
        </div>
      </BlockSection>
      <CtaBand {...HOME_CLOSING_CTA} primary={{ label: 'Contact Us Today', to: href('contact') }} showCall />
    </>
  );
}
