/**
 * BookingButton: the owner's scheduling page (BOOKING_URL), offered beside a call to action
 * that leads to the contact form, for visitors who would rather pick a time than write.
 *
 *   <ButtonLink to={href('contact')}>Book a Free Consultation</ButtonLink>
 *   <BookingButton beside={href('contact')} variant="inverse-outline" />
 *
 * Renders nothing when BOOKING_URL is unset or the action beside it goes anywhere else. A plain
 * link opening a new tab: no script or frame of the scheduling service is ever on our pages.
 */
import { useRootData } from '../../app/route-context.ts';
import { ButtonLink, type ButtonVariant } from '../blocks/button-link.tsx';
import { leadsToContactForm } from './leads-to-contact-form.ts';

export const BOOKING_LABEL = 'Book a Time Online';

export function BookingButton({ beside, variant }: { beside: string; variant: ButtonVariant }) {
  const { bookingUrl } = useRootData().publicConfig;
  if (!bookingUrl || !leadsToContactForm(beside)) return null;
  return (
    <ButtonLink to={bookingUrl} variant={variant}>
      {BOOKING_LABEL}
    </ButtonLink>
  );
}
