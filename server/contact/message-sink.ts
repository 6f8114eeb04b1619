/**
 * Where a contact message goes: a Web3Forms-compatible API, SMTP, or the local outbox.
 * send() resolves only once the message is handed on; any failure rejects.
 */
import { ATTRIBUTION_FIELDS, type AttributionField, type ContactAttribution } from '../../shared/contact-attribution.ts';
import type { ContactValues } from '../../shared/contact-fields.ts';

export interface ContactMessage extends ContactValues {
  /** ISO time the server accepted it. */
  receivedAt: string;
  /** Made by the server for each message (never taken from the request): the outbox file and the log lines carry it. */
  id: string;
  /** Where it came from (page before the form, landing page, campaign, referring origin); absent when nothing is known. */
  attribution?: ContactAttribution;
}

export interface MessageSink {
  readonly kind: 'web3forms' | 'smtp' | 'outbox';
  send(message: ContactMessage): Promise<void>;
}

export class ForwardError extends Error {
  override name = 'ForwardError';
  /** The form service's own words about the failure, shown to the visitor as they are; absent when it gave none. */
  readonly serviceMessage: string | undefined;
  constructor(message: string, options: { cause?: unknown; serviceMessage?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.serviceMessage = options.serviceMessage;
  }
}

/** How long a forwarder may take before the visitor is told it failed: long enough for a slow SMTP relay, short enough to keep them waiting. */
export const FORWARD_TIMEOUT_MS = 10_000;

export function subjectOf(message: ContactValues): string {
  return `New contact form message from ${message.name} (${message.service})`;
}

/** What the owner reads beside each attribution value. */
export const ATTRIBUTION_LABELS: Record<AttributionField, string> = {
  previousPage: 'Page before the form',
  landingPage: 'Landing page',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  referrer: 'Referring site',
};

/** One "label: value" line per attribution value given, in a fixed order. */
export function attributionLines(attribution: ContactAttribution = {}): string[] {
  return ATTRIBUTION_FIELDS.flatMap((field) => (attribution[field] ? [`${ATTRIBUTION_LABELS[field]}: ${attribution[field]}`] : []));
}

export function plainTextOf(message: ContactMessage): string {
  const origin = attributionLines(message.attribution);
  return [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone || '-'}`,
    `Company: ${message.company || '-'}`,
    `Service: ${message.service}`,
    `Received: ${message.receivedAt} (id ${message.id})`,
    '',
    message.message,
    '',
    '-- Where this message came from',
    ...(origin.length > 0 ? origin : ['Not known (no page, campaign or referring site was sent with it)']),
  ].join('\n');
}
