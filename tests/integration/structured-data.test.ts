/**
 * Every JSON-LD block on every route parses, uses schema.org types we know, and carries the
 * properties those types need: ProfessionalService on home, about and contact; Service on
 * each service page; BlogPosting and BreadcrumbList on a blog post.
 */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteId } from '../../routes/server/route-table.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { SERVICES } from '../../shared/services.ts';
import { SITE } from '../../shared/site.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';

type Node = Record<string, unknown>;

/** Properties each type must carry (Google's required ones, plus what issue 7 names). */
const REQUIRED: Record<string, string[]> = {
  ProfessionalService: ['name', 'url', 'telephone', 'address', 'openingHoursSpecification', 'areaServed', 'sameAs'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Place: ['name'],
  City: ['name'],
  AdministrativeArea: ['name'],
  Service: ['name', 'description', 'provider', 'url', 'areaServed'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  Person: ['name'],
  Organization: ['name'],
  ImageObject: ['url'],
  WebPage: [],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
};
const DAYS = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1]!));
}

/** Walks a node and its nested typed nodes, checking types and required properties. */
function checkNode(node: Node, where: string, types: string[] = [], nested = false): string[] {
  const type = node['@type'];
  expect(typeof type, `${where}: @type`).toBe('string');
  expect(Object.keys(REQUIRED), `${where}: unknown schema.org type ${String(type)}`).toContain(type);
  types.push(type as string);
  // A nested node with an @id points at a full node elsewhere (Service.provider -> the business).
  if (nested && typeof node['@id'] === 'string') return types;
  for (const property of REQUIRED[type as string]!) {
    const value = node[property];
    expect(
      value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
      `${where}: ${type}.${property} missing`,
    ).toBe(false);
  }
  if (type === 'OpeningHoursSpecification') {
    for (const day of node.dayOfWeek as string[]) expect(DAYS.has(day), `${where}: day ${day}`).toBe(true);
    expect(node.opens).toMatch(/^\d{2}:\d{2}$/);
    expect(node.closes).toMatch(/^\d{2}:\d{2}$/);
  }
  if (type === 'ProfessionalService') {
    expect(node.telephone).toMatch(/^\+\d{8,15}$/);
    for (const url of node.sameAs as string[]) expect(url).toMatch(/^https:\/\//);
  }
  if (type === 'BlogPosting') expect(Number.isNaN(Date.parse(node.datePublished as string))).toBe(false);
  if (type === 'BreadcrumbList') {
    const positions = (node.itemListElement as Node[]).map((item) => item.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
  }
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && '@type' in child) checkNode(child as Node, `${where}.${key}`, types, true);
    }
  }
  return types;
}

function checkBlocks(html: string, where: string): string[] {
  return jsonLdBlocks(html).map((block) => {
    const node = block as Node;
    expect(node['@context'], `${where}: @context`).toBe('https://schema.org');
    checkNode(node, where);
    return node['@type'] as string;
  });
}

let app: Express;
beforeAll(async () => {
  app = await buildTestApp();
});

const BUSINESS_ROUTES: RouteId[] = ['home', 'about-us', 'contact', 'contacts'];
const SERVICE_PATHS = new Set(SERVICES.map((service) => service.path));
const STATIC_ROUTES = ROUTE_TABLE.filter((route) => !route.path.includes(':') && route.path !== '*');

describe('structured data', () => {
  it.each(STATIC_ROUTES.map((route) => [route.path, route] as const))('%s: every block parses and is well-typed', async (path, route) => {
    const response = await request(app).get(path).expect(200);
    const types = checkBlocks(response.text, path);
    if (BUSINESS_ROUTES.includes(route.id)) {
      expect(types.filter((type) => type === 'ProfessionalService')).toHaveLength(1);
      const business = jsonLdBlocks(response.text).find((block) => (block as Node)['@type'] === 'ProfessionalService') as Node;
      expect(business.name).toBe(SITE.companyName);
      expect((business.address as Node).postalCode).toBe(SITE.address.postalCode);
      expect(business.sameAs).toHaveLength(SITE.socials.length);
    }
    if (SERVICE_PATHS.has(route.path)) {
      expect(types).toContain('Service');
      const service = jsonLdBlocks(response.text).find((block) => (block as Node)['@type'] === 'Service') as Node;
      expect(service.url).toBe(`https://www.example.com${route.path}`);
      expect((service.provider as Node)['@id']).toBe('https://www.example.com/#business');
    }
  });

  it('covers every service page of the menu and every service route', () => {
    const covered = STATIC_ROUTES.filter((route) => SERVICE_PATHS.has(route.path));
    expect(covered).toHaveLength(SERVICES.length);
    expect(covered.map((route) => route.id).sort()).toEqual(
      ROUTE_TABLE.filter(isServiceRoute)
        .map((route) => route.id)
        .sort(),
    );
  });

  it('the not-found page carries no business or service block', async () => {
    const response = await request(app).get('/no/such/page').expect(404);
    expect(checkBlocks(response.text, '404')).not.toContain('Service');
  });

  it('a blog post carries BlogPosting and BreadcrumbList', async () => {
    const list = await request(app).get(href('blog')).expect(200);
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(list.text)?.[1];
    // The embedded blog has posts: a list without one is a failure, not a reason to skip.
    expect(slug, 'no post is listed on /blog').toBeDefined();
    const response = await request(app).get(postHref(slug!)).expect(200);
    const types = checkBlocks(response.text, postHref(slug!));
    expect(types).toContain('BlogPosting');
    expect(types).toContain('BreadcrumbList');
  });
});
