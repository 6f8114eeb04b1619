/** The carousel's states as the server renders them (the browser behaviour is in tests/e2e/carousel.spec.ts). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../../shared/types.ts';
import { ERROR_TEXT, LOADING_TEXT, TestimonialsCarousel } from './testimonials-carousel.tsx';
import { contentStart } from './carousel-start.ts';

const quote = (name: string): Testimonial => ({ name, position: 'Owner', company: 'Contoso', quote: `Quote of ${name}` });
const THREE = [quote('Ann Lee'), quote('Bo Park'), quote('Cy Dunn')];
const review = (name: string): Testimonial => ({ name, position: 'Google Reviewer', company: '', quote: `Review by ${name}` });

function startOf(html: string): number {
  return Number(/data-start="(\d+)"/.exec(html)?.[1]);
}

describe('TestimonialsCarousel', () => {
  it('renders nothing when there is nothing to show', () => {
    expect(renderToStaticMarkup(<TestimonialsCarousel testimonials={[]} />)).toBe('');
  });

  it('shows one testimonial, previous/next buttons and the caption', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={THREE} />);
    const start = startOf(html);
    // The current slide is the live one; the others are invisible, aria-hidden height sizers.
    const live = /aria-live="polite"[^>]*>([\s\S]*?)<\/blockquote>/.exec(html)?.[1] ?? '';
    expect(live).toContain(`Quote of ${THREE[start]?.name}`);
    expect(html.match(/aria-hidden="true" class="invisible/g)).toHaveLength(2);
    expect(html).toContain(`Showing ${start + 1} of 3 reviews`);
    expect(html).toContain('aria-label="Previous testimonial"');
    expect(html).toContain('aria-label="Next testimonial"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-live="polite"');
  });

  it('starts where its slides say, at every render, whatever Math.random returns', () => {
    const draw = Math.random;
    try {
      const starts = new Set(
        [0, 0.5, 0.999].map((value) => {
          Math.random = () => value;
          return startOf(renderToStaticMarkup(<TestimonialsCarousel testimonials={THREE} />));
        }),
      );
      expect([...starts]).toEqual([contentStart(THREE)]);
    } finally {
      Math.random = draw;
    }
  });

  it('varies the start with the slides: lists of other quotes start at different slides', () => {
    const lists = Array.from({ length: 30 }, (_, n) => [quote(`Ann ${n}`), quote(`Bo ${n}`), quote(`Cy ${n}`)]);
    const starts = new Set(lists.map((list) => startOf(renderToStaticMarkup(<TestimonialsCarousel testimonials={list} />))));
    expect([...starts].sort()).toEqual([0, 1, 2]);
  });

  it('has no buttons and starts at 0 with a single testimonial', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={THREE.slice(1, 2)} />);
    expect(html).not.toContain('<button');
    expect(startOf(html)).toBe(0);
    expect(html).toContain('>1 review<');
    expect(html).not.toContain('Showing');
  });

  it('shows the loading text instead of slides while reviews load', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={THREE} loading />);
    expect(html).toContain(LOADING_TEXT);
    expect(html).not.toContain('Quote of');
  });

  it('reports a reviews error and falls back to the default testimonials', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={THREE} reviews={[]} error totalRatings={40} />);
    expect(html).toContain(ERROR_TEXT);
    expect(html).toContain('Quote of');
    expect(html).not.toContain('total Google reviews');
  });

  it('prefers fetched reviews and tells how many exist on Google', () => {
    const html = renderToStaticMarkup(
      <TestimonialsCarousel
        testimonials={THREE}
        reviews={[review('Di Ho'), review('Ed Fox')]}
        totalRatings={27}
        googleUrl="https://maps.example.com/place/1"
      />,
    );
    expect(html).toContain('Review by');
    expect(html).not.toContain('Quote of');
    expect(html).toMatch(/Showing [12] of 2 reviews \(out of 27 total Google reviews\)/);
    expect(html).toContain('href="https://maps.example.com/place/1"');
    expect(html).toContain('View all on Google');
    expect(html).toContain('Google Reviewer');
  });

  it('omits the "out of" note when every review is shown', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={[]} reviews={[review('Di Ho')]} totalRatings={1} />);
    expect(html).toContain('>1 review<');
    expect(html).not.toContain('out of');
  });
});
