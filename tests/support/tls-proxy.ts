/**
 * An https front for a test server, as the ingress is in production: TLS ends here and the
 * request goes on over http with X-Forwarded-Proto (TRUST_PROXY=1 on the server). The
 * certificate is self-signed for 127.0.0.1, made with openssl for this run; browsers are told
 * to accept it (ignoreHTTPSErrors). The target can be set after the proxy listens, so the
 * server can be started with the proxy's address as its PUBLIC_SITE_URL.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeSelfSignedCert } from '../fakes/self-signed-cert.ts';

export interface TlsProxy {
  /** https://127.0.0.1:<port> */
  url: string;
  /** Where requests go (http://127.0.0.1:<port>); set it once the server is up. */
  target: string;
  close(): Promise<void>;
}

/** The key and certificate in memory; their files are not needed once read. */
function selfSignedCertificate(): { key: string; cert: string } {
  const made = makeSelfSignedCert();
  made.remove();
  return { key: made.key, cert: made.cert };
}

export async function startTlsProxy(): Promise<TlsProxy> {
  const proxy: TlsProxy = { url: '', target: '', close: async () => undefined };
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', proxy.target),
      { method: req.method, headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
