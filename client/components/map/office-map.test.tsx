import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatAddressOneLine } from '../../../shared/site.ts';
import { mapSearchUrl } from '../../../shared/map-embed.ts';
import { MAP_LOADING_TEXT, OfficeMap, OPEN_IN_MAPS_TEXT } from './office-map.tsx';

describe('OfficeMap in the server HTML', () => {
  const html = renderToString(<OfficeMap />);
  const address = formatAddressOneLine();

  it("shows 'Loading map...' over the 24rem area until the frame has loaded", () => {
    expect(html).toContain(MAP_LOADING_TEXT);
    expect(html).toMatch(/<iframe[^>]*loading="lazy"/);
  });

  it('always shows the address and an ordinary link to Google Maps beside the embed', () => {
    expect(html).toMatch(new RegExp(`<address[^>]*>.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*</address>`));
    const link = /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html);
    expect(link?.[2]).toBe(OPEN_IN_MAPS_TEXT);
    expect(link?.[1]?.replaceAll('&amp;', '&')).toBe(mapSearchUrl(address));
  });
});

describe('mapSearchUrl', () => {
  it("is Google's documented Maps URL with the address as the query", () => {
    const url = new URL(mapSearchUrl('400 NE 4th Ave, Suite 200, Camas, WA 98607'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('400 NE 4th Ave, Suite 200, Camas, WA 98607');
  });
});
