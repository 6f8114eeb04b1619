/**
 * Every page of the route table, for the browser tests that go over the whole site (axe, the
 * dark theme): the paths come from the route modules, a post's from a real slug of the blog.
 */
import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { expect } from './fixtures.ts';
import { href, postHref } from '../../shared/route-paths.ts';

/** Every route's path, the catch-all aside; the blog post's still holds `:slug` (resolvePath). */
export const ROUTE_PATTERNS = ROUTE_TABLE.filter((route) => route.path !== '*').map((route) => route.path);

/** A path no route matches: the not-found page. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** The address to open for a route's path: a parameterised one gets the first post linked from the blog. */
export async function resolvePath(page: Page, routePath: string): Promise<string> {
  if (!routePath.includes(':slug')) return routePath;
  const response = await page.request.get(href('blog'));
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(await response.text())?.[1];
  expect(slug, 'a post linked from /blog').toBeTruthy();
  return postHref(slug!);
}
