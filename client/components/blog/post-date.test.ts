import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date.ts';

const intlLongDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

describe('formatPostDate', () => {
  it('prints en-US long dates, the same as Intl would, for every month and day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatPostDate(date.toISOString())).toBe(intlLongDate.format(date));
    }
  });

  it('keeps the written day of a date with a time zone, and of a date-only value', () => {
    expect(formatPostDate('2025-03-18')).toBe('March 18, 2025');
    expect(formatPostDate('2025-03-18T23:30:00-08:00')).toBe('March 18, 2025');
  });

  it('prints nothing for a value that is not a date', () => {
    expect(formatPostDate('soon')).toBe('');
  });
});
