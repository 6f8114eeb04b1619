/**
 * Operations endpoints for probes and scrapes:
 *   GET /healthz  the process is alive and its event loop answers (liveness, startup)
 *   GET /readyz   ready for traffic; 503 from the moment shutdown begins (readiness)
 * Metrics are not here: they have their own port (server/metrics/metrics-server.server.ts),
 * so the public port answers 404 on /metrics. Neither probe is cached, and app.ts logs them at
 * debug level only.
 */
import { Router } from 'express';

export interface OpsRoutesOptions {
  /** False once shutdown has begun (server/shutdown.ts). */
  isReady?: () => boolean;
}

export function opsRoutes(options: OpsRoutesOptions = {}): Router {
  const router = Router();
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/healthz', (_req, res) => {
    res.set(noStore).type('text/plain').send('ok');
  });

  router.get('/readyz', (_req, res) => {
    const ready = options.isReady?.() ?? true;
    res
      .set(noStore)
      .status(ready ? 200 : 503)
      .type('text/plain')
      .send(ready ? 'ready' : 'draining');
  });

  return router;
}
