/**
 * POST /api/contact (design.md contract). JSON from the page's script, form-encoded from the
 * same form without JavaScript. Order: per-IP rate limit, content type, size-limited body,
 * bot checks (honeypot, minimum fill time), zod validation, then the forwarder.
 * JSON callers get the status codes of the contract; form posts always come back to /contact
 * with a 303 and a notice (docs/decisions/044-contact-no-js-flash.md).
 * Nothing a visitor typed is logged.
 */
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  CONTACT_TEXT,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  type ContactField,
  type ContactResponse,
  type ContactValues,
} from '../../shared/contact-fields.ts';
import type { ContactFlash } from '../contact/contact-flash.server.ts';
import { NOTICE_PARAM, SENT_PARAM } from '../contact/contact-loader.server.ts';
import { typedValues, validateContact } from '../contact/contact-schema.ts';
import type { MessageSink } from '../contact/message-sink.ts';
import { recordUpstream } from '../metrics/index.ts';

/** A message at its longest limits is about 6 kB as JSON; 16 kB leaves room and stops anything bigger at the parser. */
export const CONTACT_BODY_LIMIT = '16kb';
/** CONTACT_RATE_LIMIT is per minute (design.md). */
const RATE_WINDOW_MS = 60_000;
const CONTACT_PAGE = '/contact';
/** The form's section: the browser lands on the notice and the form, not the top of the page. */
const FORM_ANCHOR = '#send-message';

export interface ContactApiOptions {
  sink: MessageSink;
  flash: ContactFlash;
  /** Submissions per client address per minute. */
  rateLimit: number;
  /** Least time between showing the form and a submission; 0 = off. */
  minFillMs: number;
  now?: () => number;
  /** Told after each handled submission (metrics). */
  onOutcome?: (outcome: 'sent' | 'invalid' | 'bot' | 'failed' | 'limited') => void;
}

const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

interface Outcome {
  status: number;
  body: ContactResponse;
  /** What the visitor typed, returned to the no-JS form after a failure. */
  values?: Partial<ContactValues>;
}

function respond(req: Request, res: Response, flash: ContactFlash, outcome: Outcome): void {
  if (!isForm(req)) return void res.status(outcome.status).json(outcome.body);
  if (outcome.body.success) return void res.redirect(303, `${CONTACT_PAGE}?${SENT_PARAM}=1${FORM_ANCHOR}`);
  const id = flash.put({
    kind: 'error',
    message: outcome.body.message ?? CONTACT_TEXT.failure,
    ...(outcome.values ? { values: outcome.values } : {}),
    ...(outcome.body.errors ? { errors: outcome.body.errors } : {}),
  });
  res.redirect(303, `${CONTACT_PAGE}?${NOTICE_PARAM}=${id}${FORM_ANCHOR}`);
}

export function contactRouter(options: ContactApiOptions): Router {
  const { sink, flash, minFillMs, onOutcome } = options;
  const now = options.now ?? Date.now;
  const router = Router();

  router.post(
    '/',
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit: options.rateLimit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (req, res) => {
        onOutcome?.('limited');
        req.log?.warn('contact rate limit reached');
        respond(req, res, flash, { status: 429, body: { success: false, message: CONTACT_TEXT.rateLimited } });
      },
    }),
    ((req, res, next) => {
      if (req.is('application/json') || isForm(req)) return next();
      res.status(415).json({ success: false, message: 'Send the form as application/json or application/x-www-form-urlencoded.' } satisfies ContactResponse);
    }) satisfies RequestHandler,
    express.json({ limit: CONTACT_BODY_LIMIT, strict: true }),
    express.urlencoded({ limit: CONTACT_BODY_LIMIT, extended: false, parameterLimit: 20 }),
    (async (req, res) => {
      const body: Record<string, unknown> = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const values = typedValues(body);

      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== false && honeypot !== null) {
        // Answered like a success so the bot learns nothing; no person can see or reach the field.
        onOutcome?.('bot');
        req.log?.info('contact honeypot filled, message discarded');
        return respond(req, res, flash, { status: 200, body: { success: true, message: CONTACT_TEXT.success } });
      }

      if (minFillMs > 0) {
        const startedAt = Number(body[STARTED_AT_FIELD]);
        if (!Number.isFinite(startedAt) || now() - startedAt < minFillMs) {
          onOutcome?.('bot');
          req.log?.info('contact form submitted faster than a person types, refused');
          return respond(req, res, flash, { status: 400, body: { success: false, message: CONTACT_TEXT.tooFast }, values });
        }
      }

      const validation = validateContact(body);
      if (!validation.ok) {
        onOutcome?.('invalid');
        const fields = Object.keys(validation.errors) as ContactField[];
        req.log?.info({ fields }, 'contact submission invalid');
        return respond(req, res, flash, { status: 400, body: { success: false, message: CONTACT_TEXT.invalid, errors: validation.errors }, values });
      }

      const id = typeof req.id === 'string' ? req.id : randomUUID();
      const started = performance.now();
      try {
        await sink.send({ ...validation.values, receivedAt: new Date(now()).toISOString(), id });
        recordUpstream(sink.kind, (performance.now() - started) / 1000, true);
      } catch (error) {
        recordUpstream(sink.kind, (performance.now() - started) / 1000, false);
        onOutcome?.('failed');
        req.log?.error({ err: error, sink: sink.kind, messageId: id }, 'contact message could not be forwarded');
        return respond(req, res, flash, { status: 502, body: { success: false, message: CONTACT_TEXT.notSent }, values });
      }
      onOutcome?.('sent');
      req.log?.info({ sink: sink.kind, messageId: id }, 'contact message forwarded');
      respond(req, res, flash, { status: 200, body: { success: true, message: CONTACT_TEXT.success } });
    }) satisfies RequestHandler,
  );

  // Parser failures: too big, not JSON, a charset we do not read. Answered here, never as an HTML error page.
  const onParseError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 500) return next(error);
    const message =
      status === 413 ? 'Your message is too long to send.' : status === 415 ? 'Unsupported content encoding.' : 'The request body could not be read.';
    respond(req, res, flash, { status, body: { success: false, message } });
  };
  router.use(onParseError);
  return router;
}
