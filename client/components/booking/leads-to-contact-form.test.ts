import { describe, expect, it } from 'vitest';
import { href } from '../../../shared/route-paths.ts';
import { leadsToContactForm } from './leads-to-contact-form.ts';

describe('leadsToContactForm', () => {
  it('takes either contact address, with a query (a chosen service) or a fragment', () => {
    expect(leadsToContactForm(href('contact'))).toBe(true);
    expect(leadsToContactForm(href('contacts'))).toBe(true);
    expect(leadsToContactForm(`${href('contact')}?service=devops`)).toBe(true);
    expect(leadsToContactForm(`${href('contact')}#send-message`)).toBe(true);
  });

  it('refuses every other target', () => {
    expect(leadsToContactForm(href('case-studies'))).toBe(false);
    expect(leadsToContactForm(`${href('contact')}-us`)).toBe(false);
    expect(leadsToContactForm('tel:+13605550100')).toBe(false);
    expect(leadsToContactForm('#process')).toBe(false);
  });
});
