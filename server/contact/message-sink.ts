/**
 * Where a contact message goes: a Web3Forms-compatible API, SMTP, or the local outbox.
 * send() resolves only once the message is handed on; any failure rejects.
 */
import type { ContactValues } from '../../shared/contact-fields.ts';

export interface ContactMessage extends ContactValues {
  /** ISO time the server accepted it. */
  receivedAt: string;
  /** Request id, to find the message again in the logs. */
  id: string;
}

export interface MessageSink {
  readonly kind: 'web3forms' | 'smtp' | 'outbox';
  send(message: ContactMessage): Promise<void>;
}

export class ForwardError extends Error {
  override name = 'ForwardError';
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
