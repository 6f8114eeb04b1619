/**
 * POST /api/contact (docs/product.md contract); a GET (a browser opening or reloading the
 * address) is sent to the contact page. JSON from the page's script, form-encoded from the
 * same form without JavaScript. Order: content type, size-limited body, per-address rate
 * limit, honeypot, form token (minimum fill time, expiry), zod validation, then the forwarder.
 *
 * JSON callers get the status codes of the contract. A form post that goes through ends in a
 * 303 to /contact?sent=1; one that does not is answered by the contact page itself, rendered
 * in this response with the notice, what was typed and the field errors, and the status of
 * the outcome (400, 429, 502...). Nothing is kept between requests, so any process can answer
 * any post (docs/decisions/081). Nothing a visitor typed is logged.
 */
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import {
  CONTACT_FORM_ANCHOR,
  CONTACT_TEXT,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type ContactResponse,
  type ContactValues,
} from '../../shared/contact-fields.ts';
import { SENT_PARAM, type ContactPageData } from '../../shared/contact-page-data.ts';
import { ROUTE_PATHS } from '../../shared/route-paths.ts';
import { typedAttribution, typedValues, validateContact } from './contact-schema.ts';
import { checkFormToken, issueFormToken, type FormTokenCheck } from './form-token.server.ts';
import { ForwardError, type MessageSink } from './message-sink.ts';
import type { RenderPageWith } from '../render/ssr-handler.server.tsx';
import { recordUpstream, type ContactOutcome } from '../metrics/index.ts';
import { inSpan } from '../tracing/spans.ts';
import { isFirstRefusal } from '../security/first-refusal.ts';

/** A message at its longest limits is about 6 kB as JSON; 16 kB leaves room and stops anything bigger at the parser. */
export const CONTACT_BODY_LIMIT = '16kb';
/** CONTACT_RATE_LIMIT is per minute (docs/product.md). */
const RATE_WINDOW_MS = 60_000;
/** Where the contact page is rendered for: the canonical contact path (the form may come from /contacts too). */
const CONTACT_PATH = ROUTE_PATHS.contact;

/**
 * What the visitor reads when the form's token is refused. No token at all is not a form left
 * open too long (the form always carries one): it gets its own words.
 */
const TOKEN_REFUSED_TEXT: Record<Extract<FormTokenCheck, { ok: false }>['reason'], string> = {
  'too-fast': CONTACT_TEXT.tooFast,
  missing: CONTACT_TEXT.unverified,
  forged: CONTACT_TEXT.expired,
  expired: CONTACT_TEXT.expired,
};

export type ContactOutcomeKind = ContactOutcome;

export interface ContactApiOptions {
  sink: MessageSink;
  /** Submissions per client address per minute. */
  rateLimit: number;
  /** Where they are counted: the cluster's Redis (server/rate-limit/); absent, this process's memory. */
  limitStore?: Store;
  /** Least age of the form's token at submission; 0 turns the token check off. */
  minFillMs: number;
  /** HMAC key of the form tokens. */
  tokenKey: Buffer;
  /** Renders the contact page in the response to a form post that did not go through. */
  renderPage: RenderPageWith;
  now?: () => number;
  /** Told after each handled submission (metrics). */
  onOutcome?: (outcome: ContactOutcomeKind) => void;
}

const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

interface Outcome {
  status: number;
  body: ContactResponse;
  /** What the visitor typed, returned to the no-JS form after a failure. */
  values?: Partial<ContactValues>;
  /** The attribution the form carried, returned with it (its hidden fields). */
  attribution?: ContactPageData['attribution'];
  /** The token the form carries next. */
  formToken: string;
}

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

export function contactRouter(options: ContactApiOptions): Router {
  const { sink, minFillMs, tokenKey, renderPage, onOutcome } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  const freshToken = () => issueFormToken(tokenKey, now());

  /** The token sent, if it can be sent again (ours and not expired; a young one is fine), else a fresh one. */
  const reusableToken = (req: Request): { token: string; renewed: boolean } => {
    const sent = bodyOf(req)[FORM_TOKEN_FIELD];
    const check = checkFormToken(tokenKey, sent, { minAgeMs: 0, now: now() });
    return check.ok ? { token: sent as string, renewed: false } : { token: freshToken(), renewed: true };
  };

  const respond = (req: Request, res: Response, next: NextFunction, outcome: Outcome): void => {
    if (!isForm(req)) return void res.status(outcome.status).json(outcome.body);
    if (outcome.body.success) return void res.redirect(303, `${CONTACT_PATH}?${SENT_PARAM}=1#${CONTACT_FORM_ANCHOR}`);
    const data: ContactPageData = {
      formToken: outcome.formToken,
      notice: { kind: 'error', message: outcome.body.message ?? CONTACT_TEXT.failure },
      ...(outcome.values ? { values: outcome.values } : {}),
      ...(outcome.attribution ? { attribution: outcome.attribution } : {}),
      ...(outcome.body.errors ? { errors: outcome.body.errors } : {}),
    };
    // The contact page itself, with the outcome's status.
    renderPage(req, res, next, { path: CONTACT_PATH, status: outcome.status, data });
  };

  /** A failure answer: the form keeps what was typed and gets a token it can send. */
  const failure = (req: Request, status: number, message: string, extra: Pick<ContactResponse, 'errors'> = {}): Outcome => {
    const { token, renewed } = reusableToken(req);
    return {
      status,
      body: { success: false, message, ...extra, ...(renewed ? { formToken: token } : {}) },
      values: typedValues(bodyOf(req)),
      attribution: typedAttribution(bodyOf(req)),
      formToken: token,
    };
  };

  const success = (): Outcome => {
    const token = freshToken();
    // The next message starts a new form: it gets a token of its own.
    return { status: 200, body: { success: true, message: CONTACT_TEXT.success, formToken: token }, formToken: token };
  };

  // The form's address opened or reloaded in a browser: the contact page, never the API's JSON 404.
  router.get('/', (req, res) => {
    if (req.accepts(['html', 'json']) === 'json') {
      res.set('Allow', 'POST');
      return void res.status(405).json({ success: false, message: 'Send the form with POST.' } satisfies ContactResponse);
    }
    res.redirect(303, `${CONTACT_PATH}#${CONTACT_FORM_ANCHOR}`);
  });

  router.post(
    '/',
    ((req, res, next) => {
      if (req.is('application/json') || isForm(req)) return next();
      res.status(415).json({
        success: false,
        message: 'Send the form as application/json or application/x-www-form-urlencoded.',
      } satisfies ContactResponse);
    }) satisfies RequestHandler,
    express.json({ limit: CONTACT_BODY_LIMIT, strict: true }),
    express.urlencoded({ limit: CONTACT_BODY_LIMIT, extended: false, parameterLimit: 20 }),
    // After the parsers (bounded at 16 kB), so a refused form post still has what was typed to give back.
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit: options.rateLimit,
      store: options.limitStore,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (req, res, next) => {
        onOutcome?.('limited');
        if (isFirstRefusal(req)) req.log?.warn('contact rate limit reached');
        respond(req, res, next, failure(req, 429, CONTACT_TEXT.rateLimited));
      },
    }),
    (async (req, res, next) => {
      const body = bodyOf(req);

      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== false && honeypot !== null) {
        // Answered like a success so the bot learns nothing; no person can see or reach the field.
        onOutcome?.('bot');
        req.log?.info('contact honeypot filled, message discarded');
        return respond(req, res, next, success());
      }

      if (minFillMs > 0) {
        const check = checkFormToken(tokenKey, body[FORM_TOKEN_FIELD], { minAgeMs: minFillMs, now: now() });
        if (!check.ok) {
          onOutcome?.('bot');
          req.log?.info({ reason: check.reason }, 'contact form token refused');
          // Too fast: the same token becomes good in a moment. Missing, forged or expired: a fresh one, and nothing lost.
          return respond(req, res, next, failure(req, 400, TOKEN_REFUSED_TEXT[check.reason]));
        }
      }

      const validation = validateContact(body);
      if (!validation.ok) {
        onOutcome?.('invalid');
        const fields = Object.keys(validation.errors);
        req.log?.info({ fields }, 'contact submission invalid');
        return respond(req, res, next, failure(req, 400, CONTACT_TEXT.invalid, { errors: validation.errors }));
      }

      // Made here, never taken from the request (a client's X-Request-Id could repeat or collide).
      const id = randomUUID();
      const started = performance.now();
      try {
        const { attribution } = validation;
        const message = {
          ...validation.values,
          receivedAt: new Date(now()).toISOString(),
          id,
          ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
        };
        await inSpan(`contact ${sink.kind}`, () => sink.send(message), { 'upstream.name': sink.kind });
        recordUpstream(sink.kind, (performance.now() - started) / 1000, true);
      } catch (error) {
        recordUpstream(sink.kind, (performance.now() - started) / 1000, false);
        onOutcome?.('failed');
        req.log?.error({ err: error, sink: sink.kind, messageId: id }, 'contact message could not be forwarded');
        // The service's own words when it gave some (the product's error table), else the generic text.
        const message = (error instanceof ForwardError && error.serviceMessage) || CONTACT_TEXT.failure;
        return respond(req, res, next, failure(req, 502, message));
      }
      onOutcome?.('sent');
      req.log?.info({ sink: sink.kind, messageId: id }, sink.kind === 'outbox' ? 'contact message stored' : 'contact message forwarded');
      respond(req, res, next, success());
    }) satisfies RequestHandler,
  );

  // Parser failures: too big, not JSON, a charset we do not read. Answered here, never as a bare error page.
  const onParseError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 500) return next(error);
    const message =
      status === 413
        ? 'Your message is too long to send.'
        : status === 415
          ? 'Unsupported content encoding.'
          : 'The request body could not be read.';
    // The body was not read, so there are no values to give back (the form's own limits keep people under 16 kB).
    respond(req, res, next, { status, body: { success: false, message }, formToken: freshToken() });
  };
  router.use(onParseError);
  return router;
}
