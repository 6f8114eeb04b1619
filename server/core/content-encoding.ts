/**
 * Which precompressed body to send (stored pages, static files): the smallest encoding the
 * client accepts among those at hand, brotli before gzip, else none (identity).
 */
export type Encoding = 'br' | 'gzip';

/** The encodings a client accepts, with q-values honoured ("br;q=0" refuses brotli). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

export function preferredEncoding(acceptEncoding: string | undefined, available: (encoding: Encoding) => boolean): Encoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return (['br', 'gzip'] as const).find((name) => available(name) && (accepted.has(name) || accepted.has('*')));
}
