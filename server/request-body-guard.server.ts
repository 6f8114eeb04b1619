/**
 * Request bodies are refused early (issue 20). body-parser, on a body over its limit, reads the
 * whole body before it answers 413 (so the connection can be reused), and a body that trickles
 * in holds its socket until Node's request timeout (300 s). Here, before any parser:
 *   - a declared Content-Length over the largest body any endpoint reads: 413 at once, without
 *     reading a byte of it, and the connection is closed;
 *   - a body still arriving BODY_TIMEOUT_MS after its headers: 408, and the connection closed.
 * The endpoints keep their own, smaller limits (the contact form's 16 kB, the webhook's 64 KiB).
 */
import type { Request, RequestHandler, Response } from 'express';

/** A contact message or a webhook payload arrives in well under a second, even on a phone's slow link. */
export const BODY_TIMEOUT_MS = 5_000;

function refuse(req: Request, res: Response, status: 408 | 413, message: string): void {
  if (res.headersSent) return void req.socket.destroy();
  res.setHeader('Connection', 'close');
  res.setHeader('Cache-Control', 'no-store');
  // Once the answer is out, the socket goes: what the client still sends is never read.
  res.once('finish', () => req.socket.destroy());
  if (req.path.startsWith('/api/')) res.status(status).json({ message });
  else res.status(status).type('text/plain').send(message);
}

export function requestBodyGuard({ maxBytes, timeoutMs = BODY_TIMEOUT_MS }: { maxBytes: number; timeoutMs?: number }): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    const hasBody = (declared !== undefined && declared !== '0') || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete) return next();
    // Node has checked the header is a number (it answers 400 to one that is not).
    if (declared !== undefined && Number(declared) > maxBytes) {
      req.log.warn({ status: 413, declaredBytes: Number(declared) }, 'request refused: body too large');
      return refuse(req, res, 413, 'The request body is too large.');
    }
    const timer = setTimeout(() => {
      req.log.warn({ status: 408, timeoutMs }, 'request refused: body too slow');
      refuse(req, res, 408, 'The request body took too long to arrive.');
    }, timeoutMs);
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    res.once('finish', done);
    next();
  };
}
