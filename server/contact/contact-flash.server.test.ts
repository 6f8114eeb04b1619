import { describe, expect, it } from 'vitest';
import { ContactFlash, FLASH_TTL_MS } from './contact-flash.server.ts';

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
});
