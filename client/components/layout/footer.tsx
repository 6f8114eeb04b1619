/** Site footer: services in two groups, legal links, social profiles, chamber membership, contact details. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { SERVICES, type ServiceGroup } from '../../../shared/services.ts';
import { SITE, formatAddressOneLine } from '../../../shared/site.ts';
import { MailIcon, MapPinIcon, PhoneIcon, RssIcon, SOCIAL_ICONS } from '../icons.tsx';
import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from '../../../shared/blog-data.ts';
import { Logo } from './logo.tsx';
import { href } from '../../../shared/route-paths.ts';
import { SECTION_PAGES } from './nav-links.ts';

const GROUPS: ServiceGroup[] = ['Services', 'Solutions'];
const FOOTER_LINK = 'text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white rounded';
// The main sections that are pages (nav-links.ts; the logo links Home), so a phone without JavaScript (no drawer) reaches every one of them.
const COMPANY_LINKS = SECTION_PAGES.filter((section) => section.id !== 'home');

export const Footer = memo(function Footer() {
  return (
    <footer className="content-auto mt-auto bg-slate-900 [--content-estimate:30rem] text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div>
          <div className="[&_span]:text-white">
            <Logo />
          </div>
          <p className="mt-4 text-sm">{SITE.tagline}.</p>
          <ul className="mt-4 flex gap-3" aria-label="Social profiles">
            {SITE.socials.map((social) => {
              const Icon = SOCIAL_ICONS[social.network];
              return (
                <li key={social.network}>
                  <a
                    href={social.url}
                    className={`${FOOTER_LINK} inline-flex p-1`}
                    aria-label={`${SITE.companyName} on ${social.network}`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group} aria-label={`${group} links`}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {SERVICES.filter((service) => service.group === group).map((service) => (
                <li key={service.path}>
                  <Link to={service.path} className={FOOTER_LINK}>
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Explore links">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={FOOTER_LINK}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 shrink-0" width={16} height={16} />
              {formatAddressOneLine()}
            </p>
            <p>
              <a href={`tel:${SITE.phoneDial}`} className={`${FOOTER_LINK} inline-flex gap-2`}>
                <PhoneIcon width={16} height={16} />
                {SITE.phoneDisplay}
              </a>
            </p>
            <p>
              <a href={`mailto:${SITE.email}`} className={`${FOOTER_LINK} inline-flex gap-2`}>
                <MailIcon width={16} height={16} />
                {SITE.email}
              </a>
            </p>
          </address>
          <p className="mt-4 text-sm">
            Proud member of the{' '}
            <a href={SITE.chamber.url} className={`${FOOTER_LINK} underline`} rel="noopener noreferrer" target="_blank">
              {SITE.chamber.name}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {SITE.founded}–{new Date().getFullYear()} {SITE.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link to={href('privacy-policy')} className={FOOTER_LINK}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={href('terms')} className={FOOTER_LINK}>
                Terms of Service
              </Link>
            </li>
            <li>
              {/* A file, not a page: an ordinary link. */}
              <a href={BLOG_FEED_PATH} type="application/rss+xml" className={`${FOOTER_LINK} inline-flex items-center gap-1`}>
                <RssIcon width={14} height={14} />
                {BLOG_FEED_TITLE}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
});
