/**
 * Signs a webhook request the way Contentful does when request verification is on: the
 * signed headers (lower-cased, trimmed, sorted, joined as key:value;...) plus
 * x-contentful-timestamp and x-contentful-signed-headers, the method, the path and the body,
 * HMAC-SHA256 with the signing secret, hex. Written independently of the server's verifier.
 */
import { createHmac } from 'node:crypto';

export function signContentfulRequest(
  secret: string,
  request: { method: string; path: string; body: string; headers: Record<string, string> },
  timestamp = Date.now(),
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) headers[key.toLowerCase().trim()] = value.trim();
  const names = [...Object.keys(headers), 'x-contentful-signed-headers', 'x-contentful-timestamp'].sort();
  headers['x-contentful-timestamp'] = String(timestamp);
  headers['x-contentful-signed-headers'] = names.join(',');
  const headerLine = names.map((name) => `${name}:${headers[name]}`).join(';');
  const signature = createHmac('sha256', secret)
    .update(`${request.method}\n${encodeURI(request.path)}\n${headerLine}\n${request.body}`)
    .digest('hex');
  return {
    'x-contentful-signature': signature,
    'x-contentful-signed-headers': headers['x-contentful-signed-headers'],
    'x-contentful-timestamp': headers['x-contentful-timestamp'],
  };
}
