/** Case study: RaidFlyer, AI-generated flyers for Twitch raid promotion (spec: Case studies). */
import { CtaBand } from '../components/blocks/cta-band.tsx';
import { FeatureList } from '../components/blocks/feature-list.tsx';
import { Hero } from '../components/blocks/hero.tsx';
import { TechGrid } from '../components/blocks/tech-grid.tsx';
import { ProseSection, TextLink } from '../components/case-studies/prose-section.tsx';
import { VisitPlatform } from '../components/case-studies/visit-platform.tsx';
import { CASE_STUDIES, RAIDFLYER_URL } from '../content/case-studies.ts';
import { RAIDFLYER } from '../content/case-study-details.ts';
import { href } from '../../shared/route-paths.ts';

const CARD = CASE_STUDIES.find((study) => study.id === 'raidflyer')!;

export function Page() {
  return (
    <>
      <Hero
        eyebrow="Case Study · AI & web development"
        title="RaidFlyer: AI Flyers for Twitch Raids"
        description="A web platform that turns a photo or a one-line prompt into a shareable flyer, so streamers can promote raids and thank their community in a minute."
        cta={{ label: 'Start Your Project', to: href('contact') }}
        secondary={{ label: 'All Case Studies', to: href('case-studies') }}
        image={CARD.image}
      />
      <ProseSection id="overview" eyebrow="The idea" title="Project Overview">
        {RAIDFLYER.overview.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          It builds on the <TextLink to={href('case-study-r3dlabs')}>R3dLabs raid-train platform</TextLink> we already run, and combines our{' '}
          <TextLink to={href('web-development')}>web development</TextLink> and{' '}
          <TextLink to={href('ai-consulting')}>AI consulting</TextLink> work in one product.
        </p>
      </ProseSection>
      <FeatureList
        id="features"
        tone="muted"
        eyebrow="What it does"
        title="Key Features"
        subtitle="Everything a streamer needs to go from idea to shared flyer."
        features={RAIDFLYER.features}
      />
      <ProseSection id="results" eyebrow="Status" title="The Results So Far">
        <p className="rounded-xl border border-warning-300 bg-warning-50 p-5 text-warning-950">
          <strong className="font-semibold">Under construction.</strong> {RAIDFLYER.status}
        </p>
        <p>
          Image generation runs as background jobs, so a busy evening never slows the site down, on the same{' '}
          <TextLink to={href('cloud-infrastructure')}>cloud infrastructure</TextLink> practices we use for our clients.
        </p>
      </ProseSection>
      <TechGrid
        id="tech-stack"
        tone="muted"
        title="Technology Stack"
        subtitle="Twitch login, a billing provider and a relational database at its core."
        items={RAIDFLYER.stack}
      />
      <VisitPlatform name="RaidFlyer" url={RAIDFLYER_URL} note="Take a look at the preview and join the list for the launch." />
      <CtaBand
        title="Thinking About an AI Product?"
        description="We help businesses turn AI ideas into products people pay for, from a first prototype to billing and launch."
        secondary={{ label: 'View All Case Studies', to: href('case-studies') }}
        showCall
      />
    </>
  );
}
