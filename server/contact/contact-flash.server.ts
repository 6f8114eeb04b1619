/**
 * The outcome of a no-JavaScript form post, kept briefly in memory under a random id that
 * travels in the redirect's query (/contact?notice=ID). The message and what the visitor typed
 * never appear in a URL, so they stay out of access logs, browser history and Referer headers.
 * See docs/decisions/044-contact-no-js-flash.md.
 */
import { randomBytes } from 'node:crypto';
import type { ContactNotice } from '../../shared/contact-page-data.ts';

/** Long enough to follow a redirect and reload once, short enough that data does not linger. */
export const FLASH_TTL_MS = 10 * 60_000;
/** Caps memory if someone posts in a loop (the rate limit already slows that down). */
export const FLASH_MAX_ENTRIES = 5_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export class ContactFlash {
  private readonly entries = new Map<string, { notice: ContactNotice; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  put(notice: ContactNotice): string {
    this.sweep();
    const id = randomBytes(16).toString('base64url');
    this.entries.set(id, { notice, expiresAt: this.now() + FLASH_TTL_MS });
    while (this.entries.size > FLASH_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return id;
  }

  get(id: string | null | undefined): ContactNotice | undefined {
    if (!id || !ID_PATTERN.test(id)) return undefined;
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.notice;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }
}
