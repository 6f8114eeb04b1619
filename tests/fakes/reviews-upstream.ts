/**
 * A fake of both reviews upstreams on 127.0.0.1: the serverless function returning Google's
 * reviews JSON (GET /get-google-reviews) and the Places API (New) Place Details
 * (GET /v1/places/:id, checking the API key and field mask headers as Google does).
 * Tests change what it answers and read what it was asked.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PLACES_KEY = 'fake-places-key';
export const FAKE_PLACE_ID = 'ChIJfakePlace123';

export const SAMPLE_GOOGLE_JSON = {
  rating: 4.8,
  user_ratings_total: 27,
  url: 'https://maps.google.com/?cid=123456789',
  reviews: [
    {
      author_name: 'Dana Whitfield',
      author_url: 'https://www.google.com/maps/contrib/1001/reviews',
      profile_photo_url: 'https://lh3.googleusercontent.com/a-/dana=s128',
      rating: 5,
      relative_time_description: '2 weeks ago',
      text: 'They rebuilt our booking system in six weeks. Clear communication the whole way.',
      time: 1_760_000_000,
    },
    {
      author_name: 'Marcus Lee',
      rating: 4,
      relative_time_description: 'a month ago',
      text: 'Solid Kubernetes help, our deploys went from an hour to minutes.',
      time: 1_758_000_000,
    },
    {
      author_name: 'Priya <script>alert(1)</script> Nair',
      profile_photo_url: 'https://evil.example.com/tracker.png',
      rating: 5,
      relative_time_description: '3 months ago',
      text: 'Great team </script><script>alert(2)</script> would hire again.',
      time: 1_752_000_000,
    },
  ],
};

export const SAMPLE_PLACE = {
  rating: 4.9,
  userRatingCount: 31,
  googleMapsUri: 'https://maps.google.com/?cid=987654321',
  reviews: [
    {
      name: 'places/ChIJfakePlace123/reviews/abc',
      relativePublishTimeDescription: 'a week ago',
      rating: 5,
      text: { text: 'Fast, friendly and they know their cloud.', languageCode: 'en' },
      originalText: { text: 'Fast, friendly and they know their cloud.', languageCode: 'en' },
      authorAttribution: {
        displayName: 'Jordan Alvarez',
        uri: 'https://www.google.com/maps/contrib/2002/reviews',
        photoUri: '//lh3.googleusercontent.com/a-/jordan=s128-c0x00000000-cc-rp-mo',
      },
      publishTime: '2026-11-10T18:04:05.123456Z',
    },
  ],
};

export interface FakeReviewsUpstream {
  url: string;
  /** REVIEWS_URL value. */
  reviewsUrl: string;
  /** Base URL to give GooglePlacesReviewsSource. */
  placesBaseUrl: string;
  calls: Array<{ path: string; headers: IncomingHttpHeaders }>;
  /** Status, body and delay of the next answers (until changed). */
  answer: { status: number; body: unknown; delayMs: number; raw?: string };
  close(): Promise<void>;
}

export async function startFakeReviewsUpstream(): Promise<FakeReviewsUpstream> {
  const fake = {
    calls: [] as FakeReviewsUpstream['calls'],
    answer: { status: 200, body: SAMPLE_GOOGLE_JSON as unknown, delayMs: 0 } as FakeReviewsUpstream['answer'],
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    fake.calls.push({ path, headers: req.headers });
    const send = (status: number, body: unknown, raw?: string) => {
      const text = raw ?? JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    const reply = () => {
      if (path === '/get-google-reviews') return send(fake.answer.status, fake.answer.body, fake.answer.raw);
      if (path.startsWith('/v1/places/')) {
        if (req.headers['x-goog-api-key'] !== FAKE_PLACES_KEY) {
          return send(403, {
            error: { code: 403, message: 'API key not valid. Please pass a valid API key.', status: 'PERMISSION_DENIED' },
          });
        }
        if (!req.headers['x-goog-fieldmask']) {
          return send(400, { error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' } });
        }
        if (decodeURIComponent(path.slice('/v1/places/'.length)) !== FAKE_PLACE_ID) {
          return send(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
        }
        return send(fake.answer.status, fake.answer.body, fake.answer.raw);
      }
      send(404, { error: 'not found' });
    };
    if (fake.answer.delayMs > 0) setTimeout(reply, fake.answer.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    url,
    reviewsUrl: `${url}/get-google-reviews`,
    placesBaseUrl: `${url}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
