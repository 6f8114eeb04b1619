/**
 * Everything the app needs for the contact form, built once from config: the forwarder,
 * the form-token key, the POST /api/contact router and the form's token, which the loader of
 * /contact and /contacts (routes/contact/server/loader.ts) issues. Nothing in it holds state between requests except the
 * per-address rate limits' counters (in Redis with REDIS_URL).
 */
import type { RequestHandler, Router } from 'express';
import type { RateLimitStores } from '../rate-limit/rate-limit-stores.server.ts';
import { contactPageLimit } from './contact-page-limit.server.ts';
import { contactRouter } from './contact-router.server.ts';
import type { Config } from '../core/config.server.ts';
import { createMessageSink } from './create-message-sink.server.ts';
import { formTokenKey, issueFormToken } from './form-token.server.ts';
import type { MessageSink } from './message-sink.ts';
import { siteSecretKey } from '../security/site-secret.server.ts';
import type { RenderPageWith } from '../render/ssr-handler.server.tsx';
import { recordContactOutcome } from '../metrics/index.ts';

export interface ContactFeature {
  sink: MessageSink;
  /** POST /api/contact; a failed no-JS submission answers with the contact page, drawn by `renderPage`. */
  routerFor: (renderPage: RenderPageWith) => Router;
  /** Mounted on GETs of the contact pages: the per-address limit on pages rendered per visitor. */
  pageLimit: RequestHandler;
  /** A fresh signed form token (the contact pages' loader hands it out). */
  issueFormToken: () => string;
}

export interface ContactFeatureOptions {
  sink?: MessageSink;
  /** The form tokens' HMAC key; derived from SITE_SECRET (random per process when unset) when not given. */
  tokenKey?: Buffer;
  /** Where the limits count: the cluster's Redis with REDIS_URL, else this process (app.ts builds it). */
  limitStores?: RateLimitStores;
}

export function contactFeature(config: Config, options: ContactFeatureOptions): ContactFeature {
  const sink = options.sink ?? createMessageSink(config);
  const tokenKey = options.tokenKey ?? formTokenKey(siteSecretKey(config));
  return {
    sink,
    routerFor: (renderPage) =>
      contactRouter({
        sink,
        tokenKey,
        renderPage,
        rateLimit: config.CONTACT_RATE_LIMIT,
        limitStore: options.limitStores?.storeFor('contact'),
        minFillMs: config.CONTACT_MIN_FILL_MS,
        onOutcome: recordContactOutcome,
      }),
    pageLimit: contactPageLimit(config.CONTACT_PAGE_RATE_LIMIT, options.limitStores?.storeFor('contact_page')),
    issueFormToken: () => issueFormToken(tokenKey),
  };
}
