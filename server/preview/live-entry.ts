/**
 * The entry a preview page hands to Live Preview, as JSON can carry it. The SDK resolves links
 * into shared objects, so an entry that reaches itself again (a post whose body embeds a post
 * linking back) would be a cycle: the second visit of an entity on the way down becomes the
 * plain link it was in the API's answer.
 */

interface Entity {
  sys: { id: string; type: string };
}

function isEntity(value: unknown): value is Entity {
  const sys = (value as Entity | null)?.sys;
  return typeof sys?.id === 'string' && (sys.type === 'Entry' || sys.type === 'Asset');
}

export function plainEntry(value: unknown, path: readonly object[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (path.includes(value)) {
    return isEntity(value) ? { sys: { type: 'Link', linkType: value.sys.type, id: value.sys.id } } : undefined;
  }
  const inner = [...path, value];
  if (Array.isArray(value)) return value.map((item) => plainEntry(item, inner));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainEntry(item, inner)]));
}
