/**
 * Failures of Contentful calls reduced to what an operator needs (status, request id, message)
 * and nothing else. The SDK's own error carries the request config, headers included, so it is
 * never logged as is: the access token must not reach the logs.
 */

export class ContentfulError extends Error {
  override name = 'ContentfulError';
  constructor(
    message: string,
    /** HTTP status, or undefined when no response arrived (refused, timed out). */
    readonly status: number | undefined,
    /** Contentful's request id (from the error body), for support tickets. */
    readonly requestId: string | undefined,
    /** Seconds until the rate limit resets (429 only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Worth one quick retry: nothing came back, or the server failed. */
  get retriable(): boolean {
    return this.status === undefined || this.status >= 500;
  }
}

interface SdkErrorBody {
  status?: number;
  statusText?: string;
  message?: string;
  requestId?: string;
}

/** Turns whatever the SDK threw into a ContentfulError without keeping the original (which holds the headers). */
export function toContentfulError(error: unknown): ContentfulError {
  if (error instanceof ContentfulError) return error;
  const raw = error as { message?: unknown; code?: unknown; response?: { status?: number; headers?: Record<string, unknown> } } | undefined;
  const message = typeof raw?.message === 'string' ? raw.message : String(error);
  // The SDK's errorHandler puts a JSON description of the response in the message.
  if (message.trimStart().startsWith('{')) {
    try {
      const body = JSON.parse(message) as SdkErrorBody;
      return new ContentfulError(
        [body.status, body.statusText, body.message].filter(Boolean).join(' '),
        typeof body.status === 'number' ? body.status : undefined,
        typeof body.requestId === 'string' ? body.requestId : undefined,
      );
    } catch {
      // fall through to the generic description
    }
  }
  const code = typeof raw?.code === 'string' ? raw.code : undefined;
  // Axios messages name the URL at most, never the headers, but keep only the code to be sure.
  return new ContentfulError(code ? `no response (${code})` : 'no response', raw?.response?.status, undefined);
}
