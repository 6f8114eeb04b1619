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
/**
 * The notices hold what visitors typed (up to the 16 KB body limit each): bounded in bytes too,
 * or 5,000 full-size posts from many addresses would be 80 MB of a 192 MB heap. 8 MiB keeps
 * every ordinary notice (well under 1 KB) and about 250 full-size ones (decision 073).
 */
export const FLASH_MAX_BYTES = 8 * 2 ** 20;
/** Map entry, id and object headers around the notice's text. */
const ENTRY_OVERHEAD_BYTES = 200;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** An upper estimate of what a notice holds: its strings at two bytes a character. */
function sizeOf(notice: ContactNotice): number {
  return JSON.stringify(notice).length * 2 + ENTRY_OVERHEAD_BYTES;
}

export class ContactFlash {
  private readonly entries = new Map<string, { notice: ContactNotice; expiresAt: number; bytes: number }>();
  private bytes = 0;
  constructor(private readonly now: () => number = Date.now) {}

  put(notice: ContactNotice): string {
    this.sweep();
    const id = randomBytes(16).toString('base64url');
    const bytes = sizeOf(notice);
    this.entries.set(id, { notice, expiresAt: this.now() + FLASH_TTL_MS, bytes });
    this.bytes += bytes;
    // Oldest first; the newest notice always stays (one is at most the body limit).
    while (this.entries.size > 1 && (this.entries.size > FLASH_MAX_ENTRIES || this.bytes > FLASH_MAX_BYTES)) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return id;
  }

  /** What the notices are estimated to hold, in bytes. */
  heldBytes(): number {
    return this.bytes;
  }

  get(id: string | null | undefined): ContactNotice | undefined {
    if (!id || !ID_PATTERN.test(id)) return undefined;
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.notice;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) continue;
      this.entries.delete(id);
      this.bytes -= entry.bytes;
    }
  }
}
