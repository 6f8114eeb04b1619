/** Privacy policy (spec: Privacy policy): seven sections, last updated April 24, 2025. */
import { LegalDocument, LegalLink, type LegalSection } from '../../client/components/legal/legal-document.tsx';
import { SITE, formatAddressOneLine } from '../../shared/site.ts';
import { href } from '../../shared/route-paths.ts';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        {SITE.legalName} ("we", "us") respects your privacy. This policy explains what information we collect when you visit this website or
        contact us, how we use and share it, how we protect it and the choices you have. By using the site you agree to this policy and to
        our <LegalLink to={href('terms')}>Terms of Service</LegalLink>.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need:</p>
        <ul>
          <li>
            <strong>Information you give us</strong>: your name, e-mail address, phone number, company and message when you use the contact
            form, e-mail or call us.
          </li>
          <li>
            <strong>Where a message came from</strong>: with a message sent through the contact form we also receive the page of this site
            you read before the form, the first page of your visit with any campaign tags in its link (utm_source, utm_medium, utm_campaign,
            utm_term, utm_content), and the address of the website that referred you (its domain only, never the page). Your browser keeps
            these in its session storage for this tab only until you close it, and sends them with the form only: if you do not send a
            message, none of it reaches us.
          </li>
          <li>
            <strong>Usage information</strong>: pages visited, the referring page, browser type and approximate location, collected through
            analytics when enabled.
          </li>
          <li>
            <strong>Performance measurements</strong>: how quickly each page loaded and responded in your browser (Core Web Vitals), the
            kind of page it was, whether your device is touch-first or not, and the first line of any error our scripts ran into. They are
            sent without a cookie and kept only as anonymous totals per kind of page; your IP address and browser details are not stored
            with them.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and request details, kept briefly in server logs for security and
            troubleshooting.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To answer your enquiries and provide the services you ask for.</li>
        <li>To send proposals, invoices and project communication.</li>
        <li>To understand how the site is used and improve it.</li>
        <li>To protect the site against abuse, spam and fraud.</li>
        <li>To meet legal and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We do not sell or rent your personal information. We share it only:</p>
        <ul>
          <li>
            With service providers who help us run the business (hosting, e-mail delivery, analytics), under contracts that require them to
            protect it.
          </li>
          <li>When the law requires it, or to protect our rights, our clients or the public.</li>
          <li>As part of a merger or sale of the business, with notice to you.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encryption in transit (HTTPS), access limited to the people who need it, and regularly updated
        systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will tell you
        promptly if a breach affects your information.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You may at any time:</p>
        <ul>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>ask us to correct or delete it;</li>
          <li>opt out of any marketing e-mail we send;</li>
          <li>disable cookies and analytics in your browser settings.</li>
        </ul>
        <p>We answer such requests within 30 days.</p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your information? E-mail us at <LegalLink to={`mailto:${SITE.email}`}>{SITE.email}</LegalLink>, write
        to {SITE.legalName}, {formatAddressOneLine()}, or use our <LegalLink to={href('contact')}>contact page</LegalLink>.
      </p>
    ),
  },
];

export function Page() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your privacy matters to us. This page explains, in plain language, what we collect and what we do with it."
      sections={SECTIONS}
    />
  );
}
