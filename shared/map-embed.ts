/**
 * The office map: Google Maps' keyless embed, queried by the office address. The CSP allows
 * exactly this frame origin (server/app.ts passes MAP_FRAME_ORIGINS) and nothing more.
 */
import { formatAddressOneLine } from './site.ts';

export const MAP_FRAME_ORIGINS = ['https://www.google.com'];

export function mapEmbedUrl(address: string = formatAddressOneLine()): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/**
 * An ordinary link that opens the address in Google Maps (the app on phones, the site on
 * desktops). Google's documented "Maps URLs" form, so it needs no key, no script and no embed.
 */
export function mapSearchUrl(address: string = formatAddressOneLine()): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
