import { describe, expect, it } from 'vitest';
import { classifyLink } from './link-target.ts';
import { href } from '../../../shared/route-paths.ts';

describe('classifyLink', () => {
  it('tells site paths, same-page fragments and other targets apart', () => {
    expect(classifyLink(href('contact'), '/x')).toEqual({ kind: 'internal' });
    expect(classifyLink('#process', '/x')).toEqual({ kind: 'in-page', fragment: 'process' });
    expect(classifyLink('/db#approach', '/db')).toEqual({ kind: 'in-page', fragment: 'approach' });
    expect(classifyLink('/db#approach', '/db/')).toEqual({ kind: 'in-page', fragment: 'approach' });
    expect(classifyLink('/db#approach', '/other')).toEqual({ kind: 'internal' });
    expect(classifyLink('tel:+13605550142', '/x')).toEqual({ kind: 'external' });
    expect(classifyLink('//evil.example', '/x')).toEqual({ kind: 'external' });
    expect(classifyLink('https://example.org', '/x')).toEqual({ kind: 'external' });
  });
});
