/**
 * A Web3Forms-compatible HTTP API: POST JSON with the access key, read { success, message }
 * (current) or { success, body: { message } } (older answers). The key never leaves the server.
 */
import { SERVICE_MESSAGE_MAX } from '../../shared/contact-fields.ts';
import type { AttributionField } from '../../shared/contact-attribution.ts';
import { ATTRIBUTION_LABELS, FORWARD_TIMEOUT_MS, ForwardError, subjectOf, type ContactMessage, type MessageSink } from './message-sink.ts';

export interface Web3FormsOptions {
  accessKey: string;
  url: string;
  timeoutMs?: number;
}

interface Web3FormsAnswer {
  success?: unknown;
  message?: unknown;
  body?: { message?: unknown };
}

/** A usable message from the service: text, one line of it, bounded; else undefined. */
function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length > SERVICE_MESSAGE_MAX ? `${text.slice(0, SERVICE_MESSAGE_MAX - 1)}…` : text;
}

export class Web3FormsSink implements MessageSink {
  readonly kind = 'web3forms';
  constructor(private readonly options: Web3FormsOptions) {}

  async send(message: ContactMessage): Promise<void> {
    const { accessKey, url, timeoutMs = FORWARD_TIMEOUT_MS } = this.options;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          access_key: accessKey,
          subject: subjectOf(message),
          from_name: message.name,
          name: message.name,
          email: message.email,
          phone: message.phone,
          company: message.company,
          service: message.service,
          message: message.message,
          // Each value under the name the owner reads in the service's e-mail (utm_source, Page before the form...).
          ...Object.fromEntries(
            Object.entries(message.attribution ?? {}).map(([field, value]) => [ATTRIBUTION_LABELS[field as AttributionField], value]),
          ),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ForwardError(timedOut ? `form service timed out after ${timeoutMs} ms` : 'form service unreachable', { cause: error });
    }
    let answer: Web3FormsAnswer = {};
    try {
      answer = (await response.json()) as Web3FormsAnswer;
    } catch {
      // A body that is not JSON is judged by the status alone.
    }
    const upstreamMessage = textOf(answer.message) ?? textOf(answer.body?.message);
    if (!response.ok || answer.success !== true) {
      // The visitor is told what the service said (the product's error table), or the generic text when it said nothing.
      throw new ForwardError(`form service refused the message (${response.status}${upstreamMessage ? `: ${upstreamMessage}` : ''})`, {
        ...(upstreamMessage ? { serviceMessage: upstreamMessage } : {}),
      });
    }
  }
}
