/** Contact (/contact and /contacts): detail cards, the message form, the office map. */
import { BookingOffer } from '../../client/components/booking/booking-offer.tsx';
import { ContactDetails } from '../../client/components/contact/contact-details.tsx';
import { ContactForm } from '../../client/components/contact/contact-form.tsx';
import type { ContactPageData } from '../../shared/contact-page-data.ts';
import { CONTACT_FORM_ANCHOR } from '../../shared/contact-fields.ts';
import { OfficeMap } from '../../client/components/map/office-map.tsx';
import { PageIntro } from '../../client/components/page-intro.tsx';
import { useRouteData } from '../../client/app/route-context.ts';
import { CONTACT_LEAD } from './contact-lead.ts';

export function Page() {
  const data = useRouteData<ContactPageData>();
  return (
    <>
      <PageIntro heading="Contact Us" lead={CONTACT_LEAD} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="mb-4 text-2xl font-bold text-ink">
            Get in Touch
          </h2>
          <ContactDetails />
          <BookingOffer />
        </section>
        <section
          id={CONTACT_FORM_ANCHOR}
          aria-labelledby="contact-form-heading"
          className="scroll-mt-20 rounded-2xl border border-line bg-surface-2 p-6 sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-ink">
            Send Us a Message
          </h2>
          {/* New page data (each render has its own token) starts the form from its values. */}
          <ContactForm
            key={data?.formToken ?? 'form'}
            formToken={data?.formToken ?? ''}
            notice={data?.notice}
            values={data?.values}
            errors={data?.errors}
            attribution={data?.attribution}
          />
        </section>
      </div>
      <section aria-labelledby="contact-map-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="contact-map-heading" className="mb-4 text-2xl font-bold text-ink">
          Visit Our Office
        </h2>
        <OfficeMap />
      </section>
    </>
  );
}
