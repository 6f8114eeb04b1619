/**
 * Google Analytics (gtag) and the Meta pixel, loaded only when their ids are configured.
 * The CSP allows their hosts only in that case (server/security/csp.ts).
 */
import type { PublicConfig } from '../../shared/types.ts';

export interface AnalyticsEvent {
  action: string;
  category?: string;
  label?: string;
  value?: number;
}

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  loaded: boolean;
  version: string;
  push: Fbq;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function initAnalytics(config: PublicConfig): void {
  if (config.gaMeasurementId && !window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag must push the `arguments` object itself: that is the format gtag.js reads.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are sent by trackPageView on every path change, including the first.
    window.gtag('config', config.gaMeasurementId, { send_page_view: false });
    loadScript(`${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(config.gaMeasurementId)}`);
  }
  if (config.metaPixelId && !window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = fbq;
    loadScript(META_PIXEL_SCRIPT);
    fbq('init', config.metaPixelId);
  }
}

export function trackPageView(path: string, title: string): void {
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
  window.fbq?.('track', 'PageView');
}

/** A custom event with the spec's action / category / label / value. */
export function trackEvent({ action, category, label, value }: AnalyticsEvent): void {
  window.gtag?.('event', action, { event_category: category, event_label: label, value });
  window.fbq?.('trackCustom', action, { category, label, value });
}

export function trackViewContent(title: string): void {
  trackEvent({ action: 'view_content', category: 'page', label: title });
  window.fbq?.('track', 'ViewContent', { content_name: title });
}
