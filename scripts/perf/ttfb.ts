/**
 * Time to first byte, measured on a raw socket: from opening the connection to the first byte
 * of the response (status line included), and to the end of the response.
 */
import net from 'node:net';

export interface TtfbSample {
  path: string;
  status: number;
  ttfbMs: number;
  totalMs: number;
}

/** A browser's user agent: crawlers get the whole page at once, browsers the shell first. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function measureTtfb(url: string, path: string): Promise<TtfbSample> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first: number | undefined;
    let head = '';
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: ${BROWSER_UA}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      first ??= performance.now();
      if (head.length < 64) head += chunk.toString('latin1', 0, 64);
    });
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ path, status, ttfbMs: (first ?? performance.now()) - started, totalMs: performance.now() - started });
    });
    socket.on('error', reject);
  });
}

/** Collects the measuring process's own garbage before a batch, or its pause would count as the server's first byte (decision 067). */
export function collectMeasuringProcessGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the bench as npm run bench (node --expose-gc): the first-byte samples need it');
  gc();
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
