/** Case studies list (spec: Case studies): two cards and a call to action to /contact. */
import { CtaBand } from '../../client/components/blocks/cta-band.tsx';
import { CaseStudyCard } from '../../client/components/case-studies/case-study-card.tsx';
import { CASE_STUDIES } from './case-study-cards.ts';

export function Page() {
  return (
    <>
      <section aria-labelledby="case-studies-title" className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10 sm:pb-20 lg:px-8">
        <div className="max-w-3xl">
          <h1 id="case-studies-title" className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            Case Studies
          </h1>
          <p className="mt-4 text-lg text-ink-3">
            Real projects we designed, built and run: what the problem was, what we built and what changed for the people using it.
          </p>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {CASE_STUDIES.map((study, index) => (
            <li key={study.id}>
              <CaseStudyCard study={study} headingLevel="h2" eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        title="Want Results Like These?"
        description="Tell us about your project. The first consultation is free and comes with honest advice, even if that means we are not the right fit."
        showCall
      />
    </>
  );
}
