/**
 * The office on an embedded Google Map (spec: placeholder 'Loading map...' until it loads,
 * area 24rem high). The frame is loaded lazily; the placeholder sits underneath it, so it
 * shows until the map paints even without JavaScript, and is removed once the frame reports
 * it has loaded.
 */
import { useState } from 'react';
import { formatAddressOneLine } from '../../../shared/site.ts';
import { mapEmbedUrl } from './map-embed.ts';

export function OfficeMap() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-96 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center text-slate-600" data-testid="map-placeholder">
          Loading map...
        </div>
      )}
      <iframe
        title={`Map of our office: ${formatAddressOneLine()}`}
        src={mapEmbedUrl()}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="absolute inset-0 h-full w-full border-0"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
