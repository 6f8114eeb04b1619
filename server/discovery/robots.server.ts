/** GET /robots.txt: everything may be crawled except the JSON API; the sitemap is named. */
import type { RequestHandler } from 'express';

export function robotsTxt(siteUrl: string): RequestHandler {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(body);
  };
}
