import { describe, expect, it } from 'vitest';
import { ContactFlash, FLASH_MAX_BYTES, FLASH_MAX_ENTRIES, FLASH_TTL_MS } from './contact-flash.server.ts';

describe('ContactFlash', () => {
  it('keeps a notice under an unguessable id until it expires', () => {
    let now = 0;
    const flash = new ContactFlash(() => now);
    const id = flash.put({ kind: 'error', message: 'not sent', values: { name: 'Ada' } });
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(flash.get(id)?.values?.name).toBe('Ada');
    now += FLASH_TTL_MS;
    expect(flash.get(id)).toBeUndefined();
  });

  it('ignores ids of the wrong shape and unknown ids', () => {
    const flash = new ContactFlash();
    expect(flash.get('../../etc/passwd')).toBeUndefined();
    expect(flash.get('A'.repeat(22))).toBeUndefined();
    expect(flash.get(null)).toBeUndefined();
  });

  it('holds at most FLASH_MAX_BYTES of what visitors typed, dropping the oldest first', () => {
    const flash = new ContactFlash(() => 0);
    const message = 'x'.repeat(16_000);
    const ids = Array.from({ length: 1_000 }, () => flash.put({ kind: 'error', message: 'not sent', values: { message } }));
    expect(flash.heldBytes()).toBeLessThanOrEqual(FLASH_MAX_BYTES);
    // The bound, not the count, is what stopped it: far fewer than FLASH_MAX_ENTRIES are kept.
    const kept = ids.filter((id) => flash.get(id) !== undefined);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(FLASH_MAX_ENTRIES);
    expect(flash.get(ids[0])).toBeUndefined();
    expect(flash.get(ids.at(-1))?.values?.message).toBe(message);
    expect(kept).toEqual(ids.slice(-kept.length));
  });

  it('gives the bytes of expired notices back', () => {
    let now = 0;
    const flash = new ContactFlash(() => now);
    flash.put({ kind: 'error', message: 'not sent', values: { message: 'x'.repeat(16_000) } });
    const held = flash.heldBytes();
    expect(held).toBeGreaterThan(32_000);
    now += FLASH_TTL_MS;
    flash.put({ kind: 'success', message: 'sent' });
    expect(flash.heldBytes()).toBeLessThan(held);
  });
});
