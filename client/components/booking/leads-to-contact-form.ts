/** Whether a link target is the contact page (either of its addresses), whatever its query or fragment. */
import { href } from '../../../shared/route-paths.ts';

const CONTACT_PATHS: ReadonlySet<string> = new Set([href('contact'), href('contacts')]);

export function leadsToContactForm(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0]!;
  return CONTACT_PATHS.has(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}
