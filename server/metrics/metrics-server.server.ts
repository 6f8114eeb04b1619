/**
 * The Prometheus scrape endpoint on its own port (METRICS_PORT, default 9464), apart from the
 * public site: metrics name the Node version, the routes and their status counts, which is
 * nobody's business on the internet. The pod declares this port for the scraper only; the
 * Service, the public route and the NetworkPolicy never open it to anyone else.
 *
 * A bare node:http server: one route, nothing of the site's middleware (no page rendering,
 * CSP or request log) between the scraper and the registry.
 */
import http from 'node:http';
import { registry } from './registry.ts';

export const METRICS_PATH = '/metrics';

export const metricsHandler: http.RequestListener = (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0];
  if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
    return;
  }
  registry.metrics().then(
    (body) => {
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('metrics failed');
    },
  );
};

export function createMetricsServer(): http.Server {
  return http.createServer(metricsHandler);
}
