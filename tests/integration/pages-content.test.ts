/**
 * The content of the home, about, case-study, legal and not-found pages as the server sends
 * it: every fact the spec asks for is in the HTML before any JavaScript runs.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '../../server/blog/local-content-source.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { SITE } from '../../shared/site.ts';
import { CASE_STUDIES, R3DLABS_URL, RAIDFLYER_URL } from '../../routes/case-studies/case-study-cards.ts';
import { TEAM } from '../../routes/about-us/about-copy.ts';
import { RECENT_POSTS_ON_HOME } from '../../shared/home-data.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';

let app: Express;
const scratch = mkdtempSync(path.join(tmpdir(), 'pages-content-'));

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The page's visible text, entities decoded and React's text separators removed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function page(pathname: string, status = 200, server: Express = app) {
  const response = await request(server).get(pathname).expect(status);
  return { html: response.text, text: textOf(response.text) };
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** The href of the first <a> whose text contains `label` (spacing ignored: labels span several elements). */
function hrefOf(html: string, label: string): string | undefined {
  for (const match of html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (squash(textOf(match[2] ?? '')).includes(squash(label))) return match[1]?.replace(/&amp;/g, '&');
  }
  return undefined;
}

function countOf(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('home', () => {
  it('has the hero CTA, six services, why us, the four steps, testimonials, case studies and the closing CTA', async () => {
    const { html, text } = await page('/');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(hrefOf(html, 'Explore Software Development')).toBe(href('software-development'));
    for (const servicePath of [
      href('web-development'),
      href('software-development'),
      href('devops'),
      href('kubernetes'),
      href('cloud-infrastructure'),
      href('ai-consulting'),
    ]) {
      expect(html, servicePath).toMatch(new RegExp(`href="${servicePath}"[^>]*>Learn More`));
    }
    expect(text).toContain('Why Businesses Choose Us');
    for (const step of ['Discover', 'Plan', 'Build', 'Support']) expect(text).toContain(`Step ${HOME_STEPS.indexOf(step) + 1}: ${step}`);
    expect(text).toContain('What Our Clients Say');
    expect(text).toMatch(/Showing [1-5] of 5 reviews/);
    expect(hrefOf(html, 'View Case Study: R3dLabs')).toBe(href('case-study-r3dlabs'));
    expect(hrefOf(html, 'View Case Study: RaidFlyer')).toBe(href('case-study-raidflyer'));
    expect(hrefOf(html, 'View All Case Studies')).toBe(href('case-studies'));
    expect(hrefOf(html, 'View All Blog Posts')).toBe(href('blog'));
    expect(text).toContain('Ready to Talk About Your Project?');
    expect(hrefOf(html, 'Contact Us Today')).toBe(href('contact'));
  });

  it('shows the three newest posts with cover, category, date, title, excerpt and Read More', async () => {
    const newest = await new LocalContentSource(path.join(CONTENT_DIR, 'blog')).getPosts({ limit: RECENT_POSTS_ON_HOME });
    expect(newest.length).toBe(RECENT_POSTS_ON_HOME);
    const { html, text } = await page('/');
    const section = /<section[^>]*id="recent-posts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(countOf(section, '<article')).toBe(RECENT_POSTS_ON_HOME);
    for (const post of newest) {
      expect(text).toContain(post.title);
      expect(text).toContain(post.excerpt.replace(/\s+/g, ' ').trim());
      expect(hrefOf(section, `Read More: ${post.title}`)).toBe(postHref(post.slug));
      if (post.category) expect(textOf(section)).toContain(post.category.name);
      expect(section).toContain(`dateTime="${post.publishDate}"`);
      if (post.coverImage) expect(section).toContain(`src="${post.coverImage.url}"`);
    }
    expect(text).not.toContain('No entries found');
  });

  it('says "No entries found" when there are no posts', async () => {
    const empty = path.join(scratch, 'empty-blog');
    mkdirSync(empty);
    const server = await buildTestApp({ content: new LocalContentSource(empty) });
    const { html, text } = await page('/', 200, server);
    expect(text).toContain('No entries found');
    expect(hrefOf(html, 'View All Blog Posts')).toBe(href('blog'));
  });

  it('still answers 200 with "No entries found" when the blog source fails', async () => {
    const broken = path.join(scratch, 'broken-blog');
    // A folder where categories.json should be: reading it fails with EISDIR.
    mkdirSync(path.join(broken, 'categories.json'), { recursive: true });
    const server = await buildTestApp({ content: new LocalContentSource(broken) });
    const { text } = await page('/', 200, server);
    expect(text).toContain('No entries found');
    expect(text).toContain('What Our Clients Say');
  });
});

const HOME_STEPS = ['Discover', 'Plan', 'Build', 'Support'];

describe('about us', () => {
  it('has the story, the team, reach, values and the CTA (no reviews section without a source)', async () => {
    const { html, text } = await page(href('about-us'));
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(countOf(html, 'aria-label="Breadcrumb"')).toBe(1);
    for (const heading of ['Our Story', 'Meet Our Team', 'Our Reach', 'Our Values']) expect(text).toContain(heading);
    for (const member of TEAM) {
      expect(text).toContain(member.name);
      expect(text).toContain(member.role);
      for (const specialty of member.specialties) expect(text).toContain(specialty);
      expect(html).toContain(`src="${member.avatar}"`);
      // The initials are in the server HTML: the fallback shows until the photo has loaded.
      expect(html).toMatch(new RegExp(`data-avatar-state="idle"[\\s\\S]*?>${member.initials}<`));
    }
    expect(text).toMatch(/Founder & Owner/);
    for (const specialty of ['AI', 'DevOps', 'Kubernetes', 'Backend']) expect(TEAM[0]?.specialties).toContain(specialty);
    for (const tile of ['Fortune 500', 'Small Businesses', 'Startups', 'Vancouver, WA']) expect(text).toContain(tile);
    for (const value of ['Excellence', 'Partnership', 'Innovation']) expect(text).toContain(value);
    // No review source here, so no Google reviews section (reviews.test.ts shows it with one).
    expect(html).not.toMatch(/<section[^>]*id="client-reviews"/);
    expect(html).toContain(`href="tel:${SITE.phoneDial}"`);
    expect(text).toContain(SITE.phoneDisplay);
    expect(hrefOf(html, 'Contact Us')).toBe(href('contact'));
    expect(hrefOf(html, 'View Case Studies')).toBe(href('case-studies'));
  });
});

describe('case studies', () => {
  it('lists both studies with image, description, technologies and a link, and a CTA to /contact', async () => {
    const { html, text } = await page(href('case-studies'));
    for (const study of CASE_STUDIES) {
      expect(html).toContain(`src="${study.image.src}"`);
      expect(html).toMatch(new RegExp(`src="${study.image.src}"[^>]*width="${study.image.width}" height="${study.image.height}"`));
      expect(text).toContain(study.description);
      for (const tech of study.technologies) expect(text).toContain(tech);
      expect(hrefOf(html, `View Case Study: ${study.title}`)).toBe(study.link);
    }
    expect(hrefOf(html, 'Contact Us Today')).toBe(href('contact'));
  });

  it('R3dLabs has the challenge, every solution feature, the results, the external link and the stack', async () => {
    const { html, text } = await page(href('case-study-r3dlabs'));
    expect(text).toContain('The Challenge');
    for (const feature of [
      'Scheduling with conflict detection',
      'Role-based team management',
      'organizers, streamers and moderators',
      'Self-signup with Twitch verification',
      'Live dashboard',
      'AI chatbot',
      'Responsive',
    ])
      expect(text.toLowerCase()).toContain(feature.toLowerCase());
    for (const result of ['3,000+', 'active streamers every month', '1,000+', 'raid trains', '8+ hours', 'saved per event'])
      expect(text).toContain(result);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${R3DLABS_URL}"[^>]*target="_blank" rel="noopener noreferrer"`));
    for (const tech of ['React', 'Node.js', 'PostgreSQL', 'Twitch API', 'Kubernetes']) expect(text).toContain(tech);
    expect(text).toContain('1 review');
    expect(text).not.toContain('Showing 1 of 1 reviews');
  });

  it('RaidFlyer has every feature, the launch status, the external link and the stack', async () => {
    const { html, text } = await page(href('case-study-raidflyer'));
    for (const feature of [
      'Flyer templates',
      'AI-generated backgrounds',
      'Upload an image',
      'text prompt',
      'public page',
      'social accounts',
      'Personal flyer feed',
      'logging in with Twitch',
      'Integration with R3dLabs',
    ]) {
      expect(text.toLowerCase()).toContain(feature.toLowerCase());
    }
    expect(text).toContain('under construction');
    expect(text).toContain('late May 2025');
    expect(html).toMatch(new RegExp(`<a[^>]*href="${RAIDFLYER_URL}"[^>]*target="_blank" rel="noopener noreferrer"`));
    for (const tech of ['Twitch OAuth', 'Stripe', 'Billing provider', 'MySQL']) expect(text).toContain(tech);
  });

  it('links from case-study text to services go to the -vancouver-wa pages, never /services/...', async () => {
    for (const pathname of [href('case-studies'), href('case-study-r3dlabs'), href('case-study-raidflyer')]) {
      const { html } = await page(pathname);
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main, pathname).not.toMatch(/href="\/services\//);
      const serviceLinks = [...main.matchAll(/href="(\/[a-z-]+-vancouver-wa)"/g)].map((match) => match[1]);
      expect(serviceLinks.length, pathname === href('case-studies') ? 'the list page has none' : pathname).toBeGreaterThanOrEqual(
        pathname === href('case-studies') ? 0 : 3,
      );
    }
  });
});

describe('privacy policy and terms', () => {
  it('privacy has seven sections, the date, the e-mail and links to terms and contact', async () => {
    const { html, text } = await page(href('privacy-policy'));
    const sections = [
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ];
    sections.forEach((title, index) => expect(text).toContain(`${index + 1}. ${title}`));
    expect(text).not.toContain('8. ');
    expect(text).toContain('Last updated April 24, 2025');
    // Real-user monitoring (docs/decisions/091): what is measured, and that it is anonymous.
    expect(text).toContain('Core Web Vitals');
    expect(text).toContain('sent without a cookie and kept only as anonymous totals');
    expect(text).toContain('your IP address and browser details are not stored with them');
    expect(html).toContain(`href="mailto:${SITE.email}"`);
    expect(hrefOf(html, 'Terms of Service')).toBe(href('terms'));
    expect(hrefOf(html, 'contact page')).toBe(href('contact'));
  });

  it('terms has nine sections, the date, the refund and change rules and links to privacy and contact', async () => {
    const { html, text } = await page(href('terms'));
    const sections = [
      'Agreement to Terms',
      'Services',
      'User Responsibilities',
      'Intellectual Property',
      'Payment Terms',
      'Limitation of Liability',
      'Indemnification',
      'Changes to Terms',
      'Contact Information',
    ];
    sections.forEach((title, index) => expect(text).toContain(`${index + 1}. ${title}`));
    expect(text).toContain('Last updated April 24, 2025');
    expect(text).toContain('non-refundable unless otherwise agreed in writing');
    expect(text).toContain('effective immediately upon posting');
    expect(hrefOf(html, 'Privacy Policy')).toBe(href('privacy-policy'));
    expect(hrefOf(html, 'contact page')).toBe(href('contact'));
  });
});

describe('not found', () => {
  it('has the 404, Return Home, Go Back, six popular pages and a contact link (the path is filled in by the browser)', async () => {
    const { html, text } = await page('/no/such/page', 404);
    expect(text).toContain('404');
    expect(text).toContain('Oops! Page Not Found');
    // The same document for every path (stored once); tests/e2e/frame.spec.ts sees the path shown.
    expect(text).toContain("We couldn't find the page you asked for.");
    expect(html).not.toContain('/no/such/page');
    expect(hrefOf(html, 'Return Home')).toBe('/');
    expect(html).toMatch(/<button[^>]*>Go Back<\/button>/);
    for (const popular of [
      href('software-development'),
      href('web-development'),
      href('ai-consulting'),
      href('cloud-infrastructure'),
      href('contact'),
      href('about-us'),
    ]) {
      expect(html).toContain(`href="${popular}"`);
    }
    expect(hrefOf(html, 'Contact our team')).toBe(href('contact'));
  });
});
