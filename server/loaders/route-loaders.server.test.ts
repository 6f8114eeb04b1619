import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StatusRuleOf } from '../../routes/server/route-table.ts';
import { runLoader, withStatus, type LoaderArgs, type StatusRulesHold, type WithStatus } from '../loaders/route-loaders.server.ts';

const args: LoaderArgs = { url: new URL('http://localhost/x'), params: {} };

describe('status rules (declared in each route module)', () => {
  it('only a route declaring status: from-data may answer a status from its loader (checked by the type system)', () => {
    const fromData: StatusRulesHold<{ 'blog-post': () => Promise<WithStatus<null> | { post: null }> }> = true;
    // @ts-expect-error home declares no status rule: a loader of its answering a status does not compile
    const fixed: StatusRulesHold<{ home: () => Promise<WithStatus<null> | { recentPosts: [] }> }> = true;
    const plain: StatusRulesHold<{ home: () => Promise<{ recentPosts: [] }>; about: () => null }> = true;
    // @ts-expect-error a service page (made by serviceRoute) declares no status rule either
    const service: StatusRulesHold<{ kubernetes: () => Promise<WithStatus<null>> }> = true;
    expect([fromData, fixed, plain, service]).toEqual([true, true, true, true]);
  });

  it("each route module's status rule, as the type system sees it (checked by typecheck)", () => {
    expectTypeOf<StatusRuleOf<'blog-post'>>().toEqualTypeOf<'from-data'>();
    expectTypeOf<StatusRuleOf<'not-found'>>().toEqualTypeOf<404>();
    expectTypeOf<StatusRuleOf<'about-us'>>().toEqualTypeOf<200>();
    // Made by serviceRoute and caseStudyRoute: their ids stay literal, their status 200.
    expectTypeOf<StatusRuleOf<'kubernetes'>>().toEqualTypeOf<200>();
    expectTypeOf<StatusRuleOf<'case-study-r3dlabs'>>().toEqualTypeOf<200>();
  });

  it('at run time, a status answered by a route without the rule fails the page loudly', async () => {
    const outcome = await runLoader({ home: () => withStatus({}, 404) }, 'home', args);
    expect(outcome.status).toBe(500);
    expect('error' in outcome && String(outcome.error)).toMatch(/route "home" answered status 404/);
  });

  it('the status is the route rule: from the data for posts, fixed for the rest', async () => {
    expect(await runLoader({ 'blog-post': () => withStatus({ post: null }, 404) }, 'blog-post', args)).toEqual({
      data: { post: null },
      status: 404,
    });
    expect(await runLoader({ 'blog-post': () => ({ post: 1 }) }, 'blog-post', args)).toEqual({ data: { post: 1 }, status: 200 });
    expect(await runLoader({ 'not-found': () => ({ path: '/x' }) }, 'not-found', args)).toEqual({ data: { path: '/x' }, status: 404 });
    // No loader: no data.
    expect(await runLoader({}, 'terms', args)).toEqual({ data: null, status: 200 });
  });
});
