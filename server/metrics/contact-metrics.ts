/**
 * Contact submissions by outcome. `failed` is a message the forwarder (Web3Forms, SMTP, the
 * outbox) could not take: the visitor was answered 502 and the message is lost unless they
 * try again, which is what the ContactForwarderFailing alert watches.
 */
import { Counter } from 'prom-client';
import { registry } from './registry.ts';

/** What became of one submission (the contact router reports each). */
export const CONTACT_OUTCOMES = ['sent', 'invalid', 'bot', 'failed', 'limited'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export const contactSubmissionsTotal = new Counter({
  name: 'contact_submissions_total',
  help: 'Contact form submissions by outcome: sent, invalid, bot, failed (the forwarder failed: answered 502), limited (rate limit).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

// From 0 at start: "no failure yet" is a 0 the alert can compare, not a missing series.
for (const outcome of CONTACT_OUTCOMES) contactSubmissionsTotal.inc({ outcome }, 0);

export function recordContactOutcome(outcome: ContactOutcome): void {
  contactSubmissionsTotal.inc({ outcome });
}
