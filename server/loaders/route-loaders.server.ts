/**
 * What a route's loader is and how one runs, apart from which loaders the site has
 * (server/loaders/server-loaders.ts binds those to their sources): the arguments a loader gets, a
 * status it may answer (withStatus, only on routes declaring `status: 'from-data'`), and
 * runLoader, which SSR and /api/route-data both use.
 */
import { ROOT_ROUTE_ID, type LoaderRouteId } from '../../shared/route-data.ts';
import { ROUTES_BY_ID, type RouteId, type StatusRuleOf } from '../../routes/server/route-table.ts';
import { inSpan } from '../tracing/spans.ts';

/** What a loader is told about the request: the URL (query included) and the path's parameters. */
export interface LoaderArgs {
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  /** A crawler waits for the whole document: the loader may wait on data a browser fetches after hydration. */
  crawler?: boolean;
  /** The request's Referer and Host headers, for a per-visitor page (the contact form names the page read before it). */
  headers?: { referer?: string; host?: string };
}

/**
 * A loader's data with a status other than 200 (404 for a missing post). Only a route whose
 * module says `status: 'from-data'` may answer one (the loader map's type, and runLoader).
 */
export class WithStatus<T> {
  constructor(
    readonly data: T,
    readonly status: number,
  ) {}
}

export function withStatus<T>(data: T, status: number): WithStatus<T> {
  return new WithStatus(data, status);
}

export type RouteLoaders = Partial<Record<LoaderRouteId, (args: LoaderArgs) => unknown>>;

/** The ids in a loader map whose loader can answer a status while their route declares none ('from-data'). */
export type LoadersAnsweringStatus<Map> = {
  [Id in keyof Map]-?: Id extends RouteId
    ? StatusRuleOf<Id> extends 'from-data'
      ? never
      : Map[Id] extends (...args: never[]) => infer Result
        ? [Extract<Awaited<Result>, WithStatus<unknown>>] extends [never]
          ? never
          : Id
        : never
    : never;
}[keyof Map];

/** true when every loader that can answer a status belongs to a route with `status: 'from-data'`; else the offending ids. */
export type StatusRulesHold<Map> = [LoadersAnsweringStatus<Map>] extends [never] ? true : LoadersAnsweringStatus<Map>;

/**
 * The status a route's page will answer when it is known before its loader runs: a post's,
 * from the slug index (docs/decisions/072). Undefined: not known yet.
 */
export type StatusHints = Partial<Record<RouteId, (args: LoaderArgs) => number | undefined>>;

/** One loader's outcome: its data and the status it asks for, or the error it threw. */
export type LoaderOutcome = { data: unknown; status: number } | { error: unknown; status: number };

/**
 * Runs one route's loader; a route without a loader renders with null. The status is the
 * route's rule: its fixed number, or, for 'from-data', what the loader answers (200 unless it
 * answers a WithStatus). A WithStatus from a route without that rule (a feature's loader the
 * map's type did not see) is a programming error: the page fails loudly (500).
 */
export async function runLoader(loaders: RouteLoaders, id: LoaderRouteId, args: LoaderArgs): Promise<LoaderOutcome> {
  const loader = loaders[id];
  const rule = id === ROOT_ROUTE_ID ? 200 : (ROUTES_BY_ID[id].status ?? 200);
  const fixed = typeof rule === 'number' ? rule : 200;
  if (!loader) return { data: null, status: fixed };
  try {
    // A span per loader (when tracing is on): where a slow page waited.
    const result = await inSpan(`loader ${id}`, async () => loader(args), { 'route.id': id });
    if (!(result instanceof WithStatus)) return { data: result ?? null, status: fixed };
    if (rule !== 'from-data')
      throw new Error(`The loader of route "${id}" answered status ${result.status}, but the route declares no status: 'from-data'`);
    return { data: result.data, status: result.status };
  } catch (error) {
    return { error, status: 500 };
  }
}
