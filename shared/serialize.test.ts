import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './serialize.ts';

describe('serializeForScript', () => {
  it('cannot close a script element or open markup', () => {
    const out = serializeForScript({ text: '</script><script>alert(1)</script>&\u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>&\u2028\u2029' });
  });
});

describe('escapeHtml', () => {
  it('escapes every markup character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
