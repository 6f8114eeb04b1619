/** Terms of service (spec: Terms): nine sections, last updated April 24, 2025. */
import { LegalDocument, LegalLink, type LegalSection } from '../../client/components/legal/legal-document.tsx';
import { SITE, formatAddressOneLine } from '../../shared/site.ts';
import { href } from '../../shared/route-paths.ts';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    body: (
      <p>
        These terms govern your use of this website and of the services of {SITE.legalName} ("we", "us"). By using the site or engaging our
        services you agree to them. If you do not agree, please do not use the site. Our{' '}
        <LegalLink to={href('privacy-policy')}>Privacy Policy</LegalLink> explains how we handle your information.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Services',
    body: (
      <p>
        We provide software development, web development and design, cloud, DevOps, Kubernetes, database, AI consulting and marketing
        services. The scope, deliverables, schedule and price of each engagement are set out in a written proposal or statement of work,
        which takes precedence over these terms where they differ.
      </p>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: (
      <ul>
        <li>Give accurate information when you contact or engage us.</li>
        <li>Do not attempt to disrupt, probe or gain unauthorized access to the site or our systems.</li>
        <li>Do not use the site to send spam or unlawful content.</li>
        <li>Keep any credentials we give you confidential.</li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The content of this website (text, graphics, logos and code) belongs to us or our licensors and may not be copied without
        permission. Ownership of work we create for you is set out in your agreement; unless it says otherwise, it passes to you once paid
        for in full, while we keep our pre-existing tools and know-how.
      </p>
    ),
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    body: (
      <p>
        Fees, schedules and payment methods are agreed in each proposal. Invoices are due within the period stated on them. All fees are
        non-refundable unless otherwise agreed in writing. We may pause work on overdue accounts after giving notice.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential damages, lost profits or lost data. Our
        total liability for any claim is limited to the amount you paid us for the services giving rise to the claim in the twelve months
        before it arose.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify and hold us harmless from claims, losses and expenses (including reasonable legal fees) arising from your
        misuse of the site or services, your breach of these terms or your violation of anyone else's rights.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. Changes are effective immediately upon posting on this page, and the date at the top
        shows the latest revision. Continuing to use the site after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? E-mail <LegalLink to={`mailto:${SITE.email}`}>{SITE.email}</LegalLink>, call{' '}
        <LegalLink to={`tel:${SITE.phoneDial}`}>{SITE.phoneDisplay}</LegalLink>, write to {SITE.legalName}, {formatAddressOneLine()}, or
        visit our <LegalLink to={href('contact')}>contact page</LegalLink>.
      </p>
    ),
  },
];

export function Page() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="Please read these terms carefully. They set out the rules for using our website and working with us."
      sections={SECTIONS}
    />
  );
}
