/** One bounded GET of a JSON document; every failure becomes a ReviewsUnavailableError. */
import { REVIEWS_UPSTREAM_TIMEOUT_MS, ReviewsUnavailableError } from './reviews-source.ts';

export async function fetchJson(url: string, init: RequestInit = {}, timeoutMs = REVIEWS_UPSTREAM_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ReviewsUnavailableError(timedOut ? `reviews upstream timed out after ${timeoutMs} ms` : 'reviews upstream unreachable', {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ReviewsUnavailableError(`Failed to fetch reviews: upstream answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ReviewsUnavailableError('reviews upstream answered invalid JSON', { cause: error });
  }
}
