/**
 * The office on an embedded Google Map (spec: placeholder 'Loading map...' until it loads,
 * area 24rem high). The frame is server-rendered (so the map works without JavaScript) and
 * loaded lazily. The placeholder sits underneath it, so the map covers it as soon as it
 * paints even without JavaScript; with JavaScript the placeholder is removed on the frame's
 * load event, or at hydration when the frame had already loaded before React was there to
 * hear it (the browser's resource timing records a loaded frame).
 */
import { useEffect, useState } from 'react';
import { formatAddressOneLine } from '../../../shared/site.ts';
import { mapEmbedUrl } from '../../../shared/map-embed.ts';

function frameAlreadyLoaded(src: string): boolean {
  return performance.getEntriesByName(src).some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe');
}

export function OfficeMap() {
  const src = mapEmbedUrl();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (frameAlreadyLoaded(src)) setLoaded(true);
  }, [src]);
  return (
    <div className="relative h-96 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center text-slate-700" data-testid="map-placeholder">
          Loading map...
        </div>
      )}
      <iframe
        title={`Map of our office: ${formatAddressOneLine()}`}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="absolute inset-0 h-full w-full border-0"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
