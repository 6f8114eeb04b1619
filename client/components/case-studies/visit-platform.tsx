/**
 * The external link of a case study. The addresses are placeholders on example.com (see
 * routes/case-studies/case-study-cards.ts); the host is printed so visitors see where they are going.
 */
import { BlockSection } from '../blocks/block-section.tsx';
import { ButtonLink } from '../blocks/button-link.tsx';

export function VisitPlatform({ name, url, note }: { name: string; url: string; note: string }) {
  const host = new URL(url).host;
  return (
    <BlockSection id="visit" labelledBy="visit-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="visit-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          See {name} for Yourself
        </h2>
        <p className="mt-3 text-lg text-ink-3">{note}</p>
        <div className="mt-6">
          <ButtonLink to={url} variant="primary">
            Visit {name}
          </ButtonLink>
        </div>
        <p className="mt-3 text-sm text-ink-4">{host}</p>
      </div>
    </BlockSection>
  );
}
