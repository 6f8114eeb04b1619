/**
 * What the contact form sends about where the message came from: the visit kept by
 * record-visit.ts (which stores only paths, an origin and cleaned campaign tags), each value
 * within the server's limit, and the page before from the server's copy (a same-site Referer)
 * when the visit has none.
 */
import { ATTRIBUTION_LIMITS, type AttributionField, type ContactAttribution } from '../../../../shared/contact-attribution.ts';

/** The key record-visit.ts writes; not imported from it, which runs on every page, so neither file pulls the other into its chunk. */
const VISIT_STORAGE_KEY = 'contact-attribution';

export function attributionToSend(fromServer: ContactAttribution = {}): ContactAttribution {
  let visit: Record<string, unknown> = {};
  try {
    visit = Object(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? '{}'));
  } catch {
    // Storage refused, or not ours: only what the server knows.
  }
  const sent: ContactAttribution = { ...fromServer };
  for (const field of Object.keys(ATTRIBUTION_LIMITS) as AttributionField[]) {
    const value = visit[field];
    // A value over its limit is dropped, never cut: a cut path would name another page.
    if (typeof value === 'string' && value !== '' && value.length <= ATTRIBUTION_LIMITS[field]) sent[field] = value;
  }
  return sent;
}
