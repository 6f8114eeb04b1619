/**
 * Where a contact message goes: a Web3Forms-compatible API, SMTP, or the local outbox.
 * send() resolves only once the message is handed on; any failure rejects.
 */
import type { ContactValues } from '../../shared/contact-fields.ts';

export interface ContactMessage extends ContactValues {
  /** ISO time the server accepted it. */
  receivedAt: string;
  /** Made by the server for each message (never taken from the request): the outbox file and the log lines carry it. */
  id: string;
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

export function plainTextOf(message: ContactMessage): string {
  return [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone || '-'}`,
    `Company: ${message.company || '-'}`,
    `Service: ${message.service}`,
    `Received: ${message.receivedAt} (id ${message.id})`,
    '',
    message.message,
  ].join('\n');
}
