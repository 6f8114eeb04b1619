/**
 * The service pages, as the server sends them: each page's h1, section headings and
 * calls to action are in the HTML, the spec's page-specific links go where the route table
 * says they can, and every internal link on the pages reaches a real route (and, for a
 * #fragment, an element with that id on the target page).
 */
import request from 'supertest';
import type { Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS, ROUTE_TABLE, ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import { SITE } from '../../shared/site.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import type { ServicePageContent } from '../../routes/services/service-copy.ts';
import { buildTestApp } from '../support/test-app.ts';
import { contactHrefFor } from '../../shared/contact-fields.ts';
import { href } from '../../shared/route-paths.ts';
import { matchRoute } from '../../shared/match-route.ts';

/** Every service page's copy, from its route module. */
const SERVICE_PAGE_CONTENT = ROUTE_TABLE.filter(isServiceRoute).map((route) => route.copy);

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
/** The carousel's default heading, shown where a page lists testimonials. */
const TESTIMONIALS_HEADING = 'What Our Clients Say';

let app: Express;
const htmlCache = new Map<string, Promise<string>>();

beforeAll(async () => {
  app = await buildTestApp();
});

function fetchHtml(pathname: string): Promise<string> {
  let pending = htmlCache.get(pathname);
  if (!pending) {
    pending = request(app)
      .get(pathname)
      .then((response) => {
        expect(response.status, pathname).toBe(200);
        return response.text;
      });
    htmlCache.set(pathname, pending);
  }
  return pending;
}

function pageHtml(routeId: RouteId): Promise<string> {
  return fetchHtml(ROUTES_BY_ID[routeId].path);
}

function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text of every heading of a level, tags inside stripped. */
function headings(html: string, level: 1 | 2 | 3): string[] {
  const pattern = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode((match[1] ?? '').replace(/<[^>]+>/g, '')).trim());
}

interface Anchor {
  href: string;
  text: string;
}

function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: decode(/\shref="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? ''),
    text: decode((match[2] ?? '').replace(/<[^>]+>/g, '')).trim(),
  }));
}

/** The content of <main>: the page itself, without the shared header and footer. */
function mainOf(html: string): string {
  return /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
}

function hasLink(html: string, href: string, text?: string | RegExp): boolean {
  return anchors(html).some(
    (anchor) =>
      anchor.href === href && (text === undefined || (typeof text === 'string' ? anchor.text.includes(text) : text.test(anchor.text))),
  );
}

const SECTION_TITLES = (content: ServicePageContent): string[] =>
  content.sections.map((section) => (section.kind === 'testimonials' ? (section.title ?? TESTIMONIALS_HEADING) : section.title));

describe.each(SERVICE_PAGE_CONTENT.map((content) => ({ id: content.routeId, content })))('service page $id', ({ id, content }) => {
  it('has one h1, every section heading, and calls to action to /contact with its service chosen', async () => {
    const html = mainOf(await pageHtml(id));
    expect(headings(html, 1)).toEqual([content.hero.title]);
    const h2 = headings(html, 2);
    for (const title of SECTION_TITLES(content)) expect(h2).toContain(title);
    const toContact = anchors(html).filter((anchor) => anchor.href === contactHrefFor(id));
    // The hero's button and the closing band's, at least.
    expect(toContact.length).toBeGreaterThanOrEqual(2);
    expect(
      anchors(html)
        .filter((anchor) => anchor.href === contactHrefFor(id))
        .map((anchor) => anchor.text),
    ).toContain('Contact Us Today');
  });

  it('has no placeholder copy and only local images with a reserved size', async () => {
    const html = mainOf(await pageHtml(id));
    expect(html).not.toMatch(/lorem ipsum|TODO|placeholder/i);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      const src = /\ssrc="([^"]*)"/.exec(img)?.[1] ?? '';
      // Section pictures, and the tech tiles' brand marks (decision 083).
      if (src.startsWith('/images/services/') || src.startsWith('/images/tech/')) {
        expect(existsSync(path.join(PUBLIC_DIR, src)), src).toBe(true);
        expect(img).toMatch(/\swidth="\d+"/);
        expect(img).toMatch(/\sheight="\d+"/);
      } else {
        // Only the testimonial avatars may come from elsewhere; service pages use none.
        expect.fail(`unexpected image ${src}`);
      }
    }
  });
});

describe('spec section 2, page by page', () => {
  it('software development: needs analysis banner with a call button, seven services, stack, case studies link', async () => {
    const html = mainOf(await pageHtml('software-development'));
    expect(headings(html, 2)).toContain('Start with a Free Needs Analysis');
    expect(hasLink(html, `tel:${SITE.phoneDial}`, SITE.phoneDisplay)).toBe(true);
    const h3 = headings(html, 3);
    for (const service of ['Desktop', 'Mobile', 'Web Applications', 'API', 'Automation', 'Legacy', 'Container']) {
      expect(
        h3.some((heading) => heading.includes(service)),
        service,
      ).toBe(true);
    }
    expect(headings(html, 2)).toContain('Our Technology Stack');
    expect(html).toContain(TESTIMONIALS_HEADING);
    expect(hasLink(html, href('case-studies'), 'View Case Studies')).toBe(true);
  });

  it('web development: consultation banner, six services, process, technology grid, testimonials', async () => {
    const html = mainOf(await pageHtml('web-development'));
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining([
        'Free Website Consultation',
        'Web Development Services',
        'Our Web Development Process',
        'Technologies We Use',
        TESTIMONIALS_HEADING,
      ]),
    );
    expect(cardCount(html, 'services')).toBe(6);
  });

  it('customer portal: strategy session, benefits, features, industries; secondary link to the real web development page', async () => {
    const html = mainOf(await pageHtml('customer-portal-development'));
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining([
        'Free Portal Strategy Session',
        'Benefits of a Customer Portal',
        'Portal Features',
        'Industries We Serve',
        TESTIMONIALS_HEADING,
      ]),
    );
    expect(hasLink(html, href('web-development'))).toBe(true);
    expect(html).not.toContain('href="/services/web-development"');
  });

  it('database design: evaluation banner, six services, technologies, the four-step approach at #approach', async () => {
    const html = mainOf(await pageHtml('database-design'));
    expect(headings(html, 2)).toEqual(expect.arrayContaining(['Free Database Evaluation', 'Database Services', 'Supported Technologies']));
    expect(cardCount(html, 'services')).toBe(6);
    const approach = sectionById(html, 'approach');
    expect(headings(approach, 3)).toEqual([
      'Step 1: Requirements Analysis',
      'Step 2: Conceptual Design',
      'Step 3: Logical & Physical Design',
      'Step 4: Implementation & Support',
    ]);
    expect(hasLink(html, href('database-design', { hash: 'approach' }))).toBe(true);
  });

  it('AI consulting: call button, six uses, six-step approach at #process, five service rows, secondary link to #process', async () => {
    const html = mainOf(await pageHtml('ai-consulting'));
    expect(hasLink(html, `tel:${SITE.phoneDial}`)).toBe(true);
    expect(cardCount(html, 'use-cases')).toBe(6);
    expect(headings(sectionById(html, 'process'), 3)).toHaveLength(6);
    expect(headings(sectionById(html, 'services'), 3)).toHaveLength(5);
    expect(hasLink(html, '#process', 'Review Our Process')).toBe(true);
  });

  it('cloud infrastructure: banner, container orchestration, four services, link to cloud migrations', async () => {
    const html = mainOf(await pageHtml('cloud-infrastructure'));
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining(['Free Cloud Infrastructure Consultation', 'Container Orchestration', 'Cloud Infrastructure Services']),
    );
    expect(cardCount(html, 'services')).toBe(4);
    expect(hasLink(html, href('cloud-migrations'))).toBe(true);
    expect(html).toContain('40-60%');
  });

  it('cloud migrations: banner, container migration, four-step process, link to cloud infrastructure', async () => {
    const html = mainOf(await pageHtml('cloud-migrations'));
    expect(headings(html, 2)).toEqual(expect.arrayContaining(['Free Cloud Migration Consultation', 'Container Migration']));
    expect(headings(sectionById(html, 'process'), 3)).toHaveLength(4);
    expect(hasLink(html, href('cloud-infrastructure'))).toBe(true);
  });

  it("web design: four-step design process and 'View Our Portfolio' to the case studies", async () => {
    const html = mainOf(await pageHtml('web-design'));
    expect(headings(sectionById(html, 'process'), 3)).toHaveLength(4);
    expect(hasLink(html, href('case-studies'), 'View Our Portfolio')).toBe(true);
  });

  it('SEO and marketing: the four services and a link to web design', async () => {
    const html = mainOf(await pageHtml('seo-marketing'));
    expect(headings(sectionById(html, 'services'), 3)).toEqual([
      'Search Engine Optimization',
      'Pay-Per-Click Advertising',
      'Content Marketing',
      'Social Media Marketing',
    ]);
    expect(hasLink(html, href('web-design'))).toBe(true);
  });

  it('DevOps: six services, twelve tools, two phases, testimonials, case studies link', async () => {
    const html = mainOf(await pageHtml('devops'));
    expect(cardCount(html, 'services')).toBe(6);
    expect(tileCount(html, 'tools')).toBe(12);
    expect(headings(sectionById(html, 'process'), 3)).toHaveLength(2);
    expect(html).toContain(TESTIMONIALS_HEADING);
    expect(hasLink(html, href('case-studies'))).toBe(true);
    expect(html).toContain('90%');
  });

  it('Kubernetes: benefits, managed services, platforms, advanced solutions, 12-item ecosystem, process, testimonials, DevOps link', async () => {
    const html = mainOf(await pageHtml('kubernetes'));
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining([
        'Benefits of Kubernetes',
        'Managed Kubernetes Services',
        'Platform Expertise',
        'Advanced Kubernetes Solutions',
        'The Kubernetes Ecosystem We Use',
        'Our Kubernetes Process',
        TESTIMONIALS_HEADING,
      ]),
    );
    expect(tileCount(html, 'ecosystem')).toBe(12);
    expect(hasLink(html, href('devops'))).toBe(true);
  });
});

describe('links on the service pages', () => {
  it.each(SERVICE_PAGE_CONTENT.map((content) => content.routeId))(
    '%s: every internal link reaches a route, and every #fragment an element on the target page',
    async (id) => {
      const ownPath = ROUTES_BY_ID[id].path;
      const html = await pageHtml(id);
      const internal = anchors(html)
        .map((anchor) => anchor.href)
        .filter((href) => href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')));
      expect(internal.length).toBeGreaterThan(10);
      for (const href of new Set(internal)) {
        const url = new URL(href, `https://site.test${ownPath}`);
        expect(LEGACY_REDIRECTS[url.pathname], `${href} is a legacy path`).toBeUndefined();
        expect(matchRoute(url.pathname).routeId, `${href} on ${ownPath} matches no route`).not.toBe('not-found');
        if (url.hash) {
          const target = url.pathname === ownPath ? html : await fetchHtml(url.pathname);
          expect(target, `${href}: no element with that id`).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
        }
      }
    },
  );
});

/** The <section id=…> element's HTML (sections are not nested on these pages). */
function sectionById(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</section>', start));
}

/** Number of cards (articles) in a section. */
function cardCount(html: string, id: string): number {
  return (sectionById(html, id).match(/<article\b/g) ?? []).length;
}

/** Number of tiles in a technology grid section. */
function tileCount(html: string, id: string): number {
  const section = sectionById(html, id);
  const list = /<ul\b[^>]*>([\s\S]*)<\/ul>/.exec(section)?.[1] ?? '';
  return (list.match(/<li\b/g) ?? []).length;
}
