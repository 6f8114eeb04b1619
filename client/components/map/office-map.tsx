/**
 * The office on an embedded Google Map (spec: placeholder 'Loading map...' until it loads,
 * area 24rem high), with the address and an 'Open in Google Maps' link always shown under it:
 * when the embed is blocked (a privacy extension, a strict network, offline) the visitor still
 * learns where the office is, and the link is an ordinary <a> that works without JavaScript.
 *
 * The frame is server-rendered (so the map works without JavaScript) and loaded lazily. The
 * placeholder sits underneath it, so the map covers it as soon as it paints even without
 * JavaScript; with JavaScript the placeholder is removed on the frame's load event, or at
 * hydration when the frame had already loaded before React was there to hear it (the
 * browser's resource timing records a loaded frame). Why there is no click-to-load facade:
 * docs/decisions/046.
 */
import { useEffect, useState } from 'react';
import { formatAddressOneLine } from '../../../shared/site.ts';
import { MapPinIcon } from '../icons.tsx';
import { mapEmbedUrl, mapSearchUrl } from '../../../shared/map-embed.ts';

export const MAP_LOADING_TEXT = 'Loading map...';
export const OPEN_IN_MAPS_TEXT = 'Open in Google Maps';

function frameAlreadyLoaded(src: string): boolean {
  return performance.getEntriesByName(src).some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe');
}

export function OfficeMap() {
  const address = formatAddressOneLine();
  const src = mapEmbedUrl(address);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (frameAlreadyLoaded(src)) setLoaded(true);
  }, [src]);
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      <div className="relative h-96 bg-surface-3">
        {!loaded && (
          <div className="absolute inset-0 flex items-center justify-center text-ink-3" data-testid="map-placeholder">
            {MAP_LOADING_TEXT}
          </div>
        )}
        <iframe
          title={`Map of our office: ${address}`}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
          onLoad={() => setLoaded(true)}
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
        <address className="flex items-start gap-2 not-italic text-ink-2" data-testid="map-address">
          <MapPinIcon className="mt-0.5 shrink-0 text-accent-700" />
          <span>{address}</span>
        </address>
        <a
          href={mapSearchUrl(address)}
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border border-accent-600 px-4 py-2 font-semibold text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 sm:self-auto"
        >
          {OPEN_IN_MAPS_TEXT}
        </a>
      </div>
    </div>
  );
}
