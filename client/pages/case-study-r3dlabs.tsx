/** Case study: R3dLabs, the Twitch raid-train platform (spec: Case studies). */
import { BlockSection } from '../components/blocks/block-section.tsx';
import { CtaBand } from '../components/blocks/cta-band.tsx';
import { FeatureList } from '../components/blocks/feature-list.tsx';
import { Hero } from '../components/blocks/hero.tsx';
import { SectionHeading } from '../components/blocks/section-heading.tsx';
import { StatStrip } from '../components/blocks/stat-strip.tsx';
import { TechGrid } from '../components/blocks/tech-grid.tsx';
import { TestimonialsCarousel } from '../components/blocks/testimonials-carousel.tsx';
import { ProseSection, TextLink } from '../components/case-studies/prose-section.tsx';
import { VisitPlatform } from '../components/case-studies/visit-platform.tsx';
import { CASE_STUDIES, R3DLABS_URL } from '../content/case-studies.ts';
import { R3DLABS } from '../content/case-study-details.ts';
import { R3DLABS_TESTIMONIALS } from '../content/testimonials.ts';
import { href } from '../../shared/route-paths.ts';

const CARD = CASE_STUDIES.find((study) => study.id === 'r3dlabs')!;

export function Page() {
  return (
    <>
      <Hero
        eyebrow="Case Study · Twitch integration"
        title="R3dLabs: Raid Trains Without the Spreadsheets"
        description="A scheduling and community platform that lets thousands of Twitch streamers organize raid trains, the back-to-back events where each stream hands its audience to the next."
        cta={{ label: 'Start Your Project', to: href('contact') }}
        secondary={{ label: 'All Case Studies', to: href('case-studies') }}
        image={CARD.image}
      />
      <ProseSection id="challenge" eyebrow="The problem" title="The Challenge">
        {R3DLABS.challenge.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          They needed one place to plan events, manage people and run the show live, built by a team that knows both{' '}
          <TextLink to={href('web-development')}>web development</TextLink> and the operations behind a service that has to stay up at 3
          a.m.
        </p>
      </ProseSection>
      <FeatureList
        id="solution"
        tone="muted"
        eyebrow="What we built"
        title="Our Solution"
        subtitle="A custom web platform on the Twitch API, designed with the organizers and tested with real events."
        features={R3DLABS.solution}
      />
      <ProseSection id="approach" eyebrow="How" title="How We Built It">
        <p>
          The platform is a <TextLink to={href('software-development')}>custom software</TextLink> project: a React front end and a Node.js
          API over PostgreSQL, with the schedule's conflict rules enforced in the database so two people can never book the same slot.
        </p>
        <p>
          The chatbot came out of our <TextLink to={href('ai-consulting')}>AI consulting</TextLink> work: it answers from the event's own
          schedule and rules rather than from the open internet. Everything runs in containers on{' '}
          <TextLink to={href('kubernetes')}>Kubernetes</TextLink>, deployed through an automated{' '}
          <TextLink to={href('devops')}>DevOps</TextLink> pipeline, so event nights with traffic spikes are routine.
        </p>
      </ProseSection>
      <BlockSection id="results" labelledBy="results-heading" tone="muted">
        <SectionHeading id="results-heading" eyebrow="Outcome" title="The Results" subtitle="Numbers from the platform's own dashboard." />
        <div className="mt-12">
          <StatStrip label="R3dLabs results" stats={R3DLABS.results} />
        </div>
      </BlockSection>
      <TechGrid
        id="tech-stack"
        title="Technology Stack"
        subtitle="Proven, boring-in-a-good-way tools, chosen so the organizers' own volunteers can maintain it."
        items={R3DLABS.stack}
      />
      <TestimonialsCarousel testimonials={R3DLABS_TESTIMONIALS} title="What the Client Says" />
      <VisitPlatform name="R3dLabs" url={R3DLABS_URL} note="The platform is live and used by streamers every day." />
      <CtaBand
        title="Have a Community or Platform Idea?"
        description="We build integrations with Twitch, Discord, payment providers and the rest of your stack. Tell us what you have in mind."
        secondary={{ label: 'View All Case Studies', to: href('case-studies') }}
        showCall
      />
    </>
  );
}
