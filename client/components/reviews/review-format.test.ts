import { describe, expect, it } from 'vitest';
import { formatRating, relativeTimeOf, starString } from './review-format.ts';
import { reviewsToTestimonials } from './reviews-to-testimonials.ts';

describe('review formatting', () => {
  it('draws five stars, filled for the rating', () => {
    expect(starString(5)).toBe('★★★★★');
    expect(starString(4)).toBe('★★★★☆');
    expect(starString(1)).toBe('★☆☆☆☆');
    expect(starString(9)).toBe('★★★★★');
    expect(starString(-1)).toBe('☆☆☆☆☆');
  });

  it("prefers Google's relative time and otherwise makes one from the time", () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeTimeOf({ relativeTime: 'a week ago', time: 0 }, now)).toBe('a week ago');
    expect(relativeTimeOf({ time: now / 1000 - 3 * 24 * 3600 }, now)).toBe('3 days ago');
    expect(relativeTimeOf({ time: now / 1000 - 400 * 24 * 3600 }, now)).toBe('last year');
    expect(relativeTimeOf({ time: 0 }, now)).toBe('');
  });

  it('shows the average with one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
  });

  it("maps reviews to testimonials as 'Google Reviewer' with no company, skipping rating-only reviews", () => {
    expect(
      reviewsToTestimonials([
        { authorName: 'Dana', text: 'Great', rating: 5, time: 1, profilePhotoUrl: 'https://lh3.googleusercontent.com/a' },
        { authorName: 'Silent', text: '  ', rating: 4, time: 2 },
      ]),
    ).toEqual([{ name: 'Dana', position: 'Google Reviewer', company: '', quote: 'Great', avatar: 'https://lh3.googleusercontent.com/a' }]);
  });
});
