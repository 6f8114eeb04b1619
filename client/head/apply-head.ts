/** Brings document.head in line with a page's HeadTags after a client-side navigation. */
import { metaEntries, type HeadTags } from '../../shared/head.ts';

/** The head's element matching `selector`, created with `attributes` when missing. */
function headElement<T extends HTMLElement>(selector: string, tag: string, attributes: Record<string, string>): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return document.head.appendChild(element);
}

export function applyHead(head: HeadTags): void {
  document.title = head.title;
  for (const { attr, key, content } of metaEntries(head))
    headElement<HTMLMetaElement>(`meta[${attr}="${key}"]`, 'meta', { [attr]: key }).content = content;
  if (!head.robots) document.head.querySelector('meta[name="robots"]')?.remove();
  // A noindex page has no address of its own (shared/head.ts).
  if (head.canonical) headElement<HTMLLinkElement>('link[rel="canonical"]', 'link', { rel: 'canonical' }).href = head.canonical;
  else document.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"]').forEach((element) => element.remove());
  // JSON-LD is data, not code: replacing it needs no nonce.
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((element) => element.remove());
  for (const block of head.jsonLd) {
    const script = document.head.appendChild(document.createElement('script'));
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
  }
}
