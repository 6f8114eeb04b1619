/**
 * About us (spec: About us): story, team, reach, values, client reviews and a call to action.
 * The breadcrumb is drawn by the layout above the hero.
 */
import { BlockIcon } from '../../client/components/blocks/block-icons.tsx';
import { BlockSection } from '../../client/components/blocks/block-section.tsx';
import { CtaBand } from '../../client/components/blocks/cta-band.tsx';
import { Hero } from '../../client/components/blocks/hero.tsx';
import { SectionHeading } from '../../client/components/blocks/section-heading.tsx';
import { ProseSection } from '../../client/components/case-studies/prose-section.tsx';
import { TeamAvatar } from '../../client/components/team-avatar.tsx';
import { OUR_REACH, OUR_STORY, OUR_VALUES, TEAM } from './about-copy.ts';
import { SITE } from '../../shared/site.ts';
import { GoogleReviewsWidget } from '../../client/components/reviews/google-reviews-widget.tsx';
import { IfReviewsSource } from '../../client/components/reviews/if-reviews-source.tsx';
import { href } from '../../shared/route-paths.ts';

export function Page() {
  return (
    <>
      <Hero
        eyebrow={`Camas, WA · since ${SITE.founded}`}
        title="About Us"
        description="A small, senior team of engineers and designers helping Vancouver and Camas businesses build, run and modernize the software they depend on."
        cta={{ label: 'Work With Us', to: href('contact') }}
        secondary={{ label: 'See Our Work', to: href('case-studies') }}
      />
      <ProseSection id="our-story" eyebrow="Who we are" title="Our Story">
        {OUR_STORY.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </ProseSection>

      <BlockSection id="team" labelledBy="team-heading" tone="muted">
        <SectionHeading
          id="team-heading"
          eyebrow="The people"
          title="Meet Our Team"
          subtitle="The people you will actually work with, from the first call to launch and beyond."
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-2xl border border-line bg-surface p-8 text-center shadow-sm"
            >
              <TeamAvatar src={member.avatar} initials={member.initials} size={128} />
              <h3 className="mt-6 text-2xl font-bold text-ink">{member.name}</h3>
              <p className="mt-1 font-semibold text-accent-700">{member.role}</p>
              <p className="mt-4 text-ink-3">{member.description}</p>
              <ul aria-label={`${member.name}'s specialties`} className="mt-6 flex flex-wrap justify-center gap-2">
                {member.specialties.map((specialty) => (
                  <li key={specialty} className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800">
                    {specialty}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </BlockSection>

      <BlockSection id="our-reach" labelledBy="our-reach-heading">
        <SectionHeading
          id="our-reach-heading"
          eyebrow="Who we serve"
          title="Our Reach"
          subtitle="The same standards for a global enterprise and the shop down the street."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OUR_REACH.map((tile) => (
            <li key={tile.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <BlockIcon name={tile.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{tile.title}</h3>
              <p className="mt-2 text-ink-3">{tile.description}</p>
            </li>
          ))}
        </ul>
      </BlockSection>

      <BlockSection id="our-values" labelledBy="our-values-heading" tone="muted">
        <SectionHeading id="our-values-heading" eyebrow="What drives us" title="Our Values" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {OUR_VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-surface p-8 text-center shadow-sm ring-1 ring-line">
              <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
                <BlockIcon name={value.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{value.title}</h3>
              <p className="mt-2 text-ink-3">{value.description}</p>
            </li>
          ))}
        </ul>
      </BlockSection>

      {/* Slot for the Google reviews widget (issue 5): it renders inside this section, under the heading. */}
      <IfReviewsSource>
        <section id="client-reviews" aria-labelledby="client-reviews-heading" className="scroll-mt-20 py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="client-reviews-heading"
              eyebrow="Reviews"
              title="Client Reviews"
              subtitle="What our clients say about us on Google."
            />
            <GoogleReviewsWidget />
          </div>
        </section>
      </IfReviewsSource>

      <CtaBand
        title="Let's Build Something Great Together"
        description={`Call us at ${SITE.phoneDisplay} or send a message, and see what we have built for others.`}
        primary={{ label: 'Contact Us', to: href('contact') }}
        secondary={{ label: 'View Case Studies', to: href('case-studies') }}
        showCall
      />
    </>
  );
}
