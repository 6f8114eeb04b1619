/**
 * The sample blog never states the business's own facts: a new owner changes shared/site.ts
 * and no post goes on dialling the old number or naming the old company. Posts point people
 * to the contact page instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { SITE } from '../../shared/site.ts';

const BLOG = path.join(CONTENT_DIR, 'blog');
const files = [
  'categories.json',
  'authors.json',
  ...readdirSync(path.join(BLOG, 'posts'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `posts/${file}`),
];
const digits = (text: string) => text.replace(/\D/g, '');

describe('sample content', () => {
  it.each(files)('%s says no phone, e-mail, name or street of the business', (file) => {
    const text = readFileSync(path.join(BLOG, file), 'utf8');
    for (const fact of [SITE.companyName, SITE.legalName, SITE.email, SITE.phoneDisplay, SITE.address.street])
      expect(text).not.toContain(fact);
    // The number in any spelling: (360) 555-0142, 360.555.0142, +1 360 555 0142...
    expect(digits(text)).not.toContain(digits(SITE.phoneDisplay));
    // Phone and e-mail links would be the business's: they belong in SITE, not in a post.
    expect(text).not.toMatch(/\]\((?:tel|mailto):/i);
  });
});
