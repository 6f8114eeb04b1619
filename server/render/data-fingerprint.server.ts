/**
 * A short fingerprint of a page's loader data, for the render cache key (docs/decisions/051).
 *
 * Loaders build small fresh objects per request (the page's head, the crumb) around values that
 * come straight from the content cache (the post, the post list, the categories), which are the
 * same objects from one request to the next. So the outer levels are walked every time, and
 * anything deeper and large is hashed once per object identity and remembered in a WeakMap: a
 * 60 kB post is not serialized again for every request. Cached content must never be mutated in place
 * (it is shared between requests anyway); a new value from the source is a new object.
 */
import { hash } from 'node:crypto';

/** Levels walked on every request: the route map, each route's data object, its fields. */
const WALKED_DEPTH = 2;

/** Deeper values whose JSON is at least this long are hashed once per object and remembered. */
const REMEMBERED_MIN_CHARS = 256;

const digests = new WeakMap<object, string>();

// One-shot hash (Node >= 20.12): no Hash object per call.
const digest = (text: string) => hash('sha1', text, 'base64url');

function part(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'u';
  if (depth >= WALKED_DEPTH) {
    const known = digests.get(value);
    if (known !== undefined) return known;
    const json = JSON.stringify(value);
    // Small values (mostly the fresh per-request ones) go in as they are: the final digest
    // covers them, and a hash object plus a WeakMap entry each would cost more than they save.
    if (json.length < REMEMBERED_MIN_CHARS) return json;
    const hashed = `#${digest(json)}`; // never mistaken for JSON, which cannot start with '#'
    digests.set(value, hashed);
    return hashed;
  }
  if (Array.isArray(value)) return `[${value.map((item) => part(item, depth + 1)).join(',')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}:${part(item, depth + 1)}`)
    .join(',')}}`;
}

/** Equal for equal data; different whenever any value differs (by content, not identity). */
export function dataFingerprint(value: unknown): string {
  return digest(part(value, 0));
}
