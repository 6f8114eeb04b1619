/** The blocks render the texts, links and attributes their callers rely on, on the server. */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../shared/site.ts';
import { BlockIcon } from './block-icons.tsx';
import { ButtonLink } from './button-link.tsx';
import { CtaBand } from './cta-band.tsx';
import { FeatureList } from './feature-list.tsx';
import { Hero } from './hero.tsx';
import { ProcessSteps } from './process-steps.tsx';
import { ServiceCard } from './service-card.tsx';
import { GENERIC_TECH_ICON, TechGrid } from './tech-grid.tsx';
import { href } from '../../../shared/route-paths.ts';
import { StaticRouter } from 'react-router-dom';

function render(element: ReactElement, path = '/somewhere'): string {
  return renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
}

describe('Hero', () => {
  it('renders one h1 and defaults its button to Get Started → /contact', () => {
    const html = render(<Hero title="Build It Right" description="Custom software." />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Build It Right</h1>');
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get Started<\/a>/);
  });

  it('loads its image eagerly with high priority and a reserved size', () => {
    const html = render(
      <Hero
        title="T"
        description="D"
        image={{ src: '/images/services/x.svg', alt: '', width: 480, height: 360 }}
        secondary={{ label: 'See Work', to: href('case-studies') }}
      />,
    );
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).toContain('width="480"');
    expect(html).toMatch(/href="\/case-studies"[^>]*>See Work/);
  });
});

describe('Hero points', () => {
  it('shows the points in a labelled panel when there is no image', () => {
    const html = render(<Hero title="T" description="D" points={['Local team', 'You own the code']} pointsTitle="Why us" />);
    expect(html).toMatch(/<p id="([^"]+)"[^>]*>Why us<\/p><ul aria-labelledby="\1"/);
    expect(html.match(/<li/g)).toHaveLength(2);
  });
});

describe('CtaBand', () => {
  it('defaults to Contact Us Today → /contact and can show the formatted phone', () => {
    const html = render(<CtaBand title="Ready?" showCall secondary={{ label: 'Case Studies', to: href('case-studies') }} />);
    expect(html).toMatch(/href="\/contact"[^>]*>Contact Us Today/);
    expect(html).toContain(`href="tel:${SITE.phoneDial}"`);
    expect(html).toContain(`Call <!-- -->${SITE.phoneDisplay}`);
    expect(html).toMatch(/href="\/case-studies"[^>]*>Case Studies/);
  });

  it('shows no call button unless asked', () => {
    expect(render(<CtaBand title="Ready?" />)).not.toContain('tel:');
  });
});

describe('ServiceCard', () => {
  it('links with Learn More and names the service for screen readers', () => {
    const html = render(<ServiceCard title="DevOps" description="Pipelines." icon="infinity" to={href('devops')} />);
    expect(html).toMatch(/<h3[^>]*>DevOps<\/h3>/);
    expect(html).toMatch(/href="\/devops-vancouver-wa"[^>]*>Learn More<span class="sr-only"> about <!-- -->DevOps<\/span>/);
    expect(html).toContain('<svg');
  });

  it('has no link without a target', () => {
    expect(render(<ServiceCard title="APIs" description="REST and GraphQL." />)).not.toMatch(/<a[\s>]/);
  });
});

describe('FeatureList', () => {
  it('renders each feature and lazy-loads its image, reversed on large screens', () => {
    const html = render(
      <FeatureList
        title="Why Us"
        id="why"
        features={[
          { title: 'Local', description: 'In Camas.' },
          { title: 'Senior', description: 'No juniors.' },
        ]}
        image={{ src: '/a.svg', alt: 'A', width: 10, height: 10 }}
        reversed
      />,
    );
    expect(html).toContain('id="why"');
    expect(html).toContain('aria-labelledby="why-heading"');
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('lg:order-2');
  });
});

describe('ProcessSteps', () => {
  it('numbers the steps in an ordered list and can be a whole section', () => {
    const html = render(
      <ProcessSteps
        id="process"
        title="Our Process"
        steps={[
          { title: 'Plan', description: 'p' },
          { title: 'Build', description: 'b' },
        ]}
      />,
    );
    expect(html).toContain('<ol');
    expect(html).toContain('id="process"');
    expect(html).toContain('Step <!-- -->2<!-- -->: </span>Build');
  });
});

describe('TechGrid', () => {
  it('shows a brand mark as a decorative, sized image beside the name', () => {
    const html = render(<TechGrid label="Stack" items={[{ name: 'React', mark: 'react', description: 'Web interfaces' }]} />);
    expect(html).toContain('aria-label="Stack"');
    expect(html).toMatch(/<img src="\/images\/tech\/react\.svg" alt="" width="24" height="24" loading="lazy" decoding="async"\/>/);
    expect(html).toContain('>React</span>');
    expect(html).toContain('Web interfaces');
  });

  it('shows the named generic icon, or the default one, without a mark: never initials', () => {
    const named = render(<TechGrid label="Stack" items={[{ name: 'Oracle', icon: 'database' }]} />);
    const fallback = render(<TechGrid label="Stack" items={[{ name: 'Google Cloud' }]} />);
    const defaultIcon = render(<BlockIcon name={GENERIC_TECH_ICON} width={22} height={22} />);
    expect(named).not.toContain('<img');
    expect(named).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(fallback).toContain(defaultIcon);
    expect(fallback).not.toContain('>GC<');
  });
});

describe('ButtonLink', () => {
  it('renders site paths, same-page fragments, tel: and other sites correctly', () => {
    expect(render(<ButtonLink to={href('contact')}>Go</ButtonLink>)).toMatch(/<a[^>]*href="\/contact"/);
    const samePage = render(<ButtonLink to="/db#approach">Approach</ButtonLink>, '/db');
    expect(samePage).toContain('href="/db#approach"');
    expect(render(<ButtonLink to={`tel:${SITE.phoneDial}`}>Call</ButtonLink>)).not.toContain('target=');
    const external = render(<ButtonLink to="https://example.org/">Site</ButtonLink>);
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain('opens in a new tab');
  });
});
