/** Brings document.head in line with a page's HeadTags after a client-side navigation. */
import { metaEntries, type HeadTags } from '../../shared/head.ts';

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

function upsertMeta(attr: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyHead(head: HeadTags): void {
  document.title = head.title;
  const entries = metaEntries(head);
  for (const { attr, key, content } of entries) upsertMeta(attr, key, content);
  if (!head.robots) document.head.querySelector('meta[name="robots"]')?.remove();

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!head.canonical) {
    // A noindex page has no address of its own (shared/head.ts).
    canonical?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
  } else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  }

  // JSON-LD is data, not code: replacing it needs no nonce.
  document.head.querySelectorAll(JSON_LD_SELECTOR).forEach((element) => element.remove());
  for (const block of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
    document.head.appendChild(script);
  }
}
