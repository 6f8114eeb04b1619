/** The detail cards of the contact page: e-mail, phone with hours, the office, social links. */
import type { ReactNode } from 'react';
import { formatAddressOneLine, HOURS_TEXT, SITE } from '../../../shared/site.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SOCIAL_ICONS } from '../icons.tsx';

const LINK =
  'rounded font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">{icon}</div>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-ink-3">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails() {
  return (
    <div className="grid gap-4">
      <Card icon={<MailIcon />} title="Email">
        <a href={`mailto:${SITE.email}`} className={`${LINK} break-all`}>
          {SITE.email}
        </a>
      </Card>
      <Card icon={<PhoneIcon />} title="Phone">
        <a href={`tel:${SITE.phoneDial}`} className={LINK}>
          {SITE.phoneDisplay}
        </a>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-4">
          <ClockIcon width={16} height={16} />
          {HOURS_TEXT}
        </p>
      </Card>
      <Card icon={<MapPinIcon />} title="Office">
        <address className="not-italic">{formatAddressOneLine()}</address>
      </Card>
      <Card
        icon={
          <span aria-hidden="true" className="text-lg font-bold">
            @
          </span>
        }
        title="Follow Us"
      >
        <ul className="mt-1 flex flex-wrap gap-2" aria-label="Social profiles">
          {SITE.socials.map(({ network, url }) => {
            const Icon = SOCIAL_ICONS[network];
            return (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-sm text-ink-2 hover:border-accent-600 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  <Icon width={16} height={16} />
                  {network}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
