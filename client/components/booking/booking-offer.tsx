/**
 * BookingOffer: on the contact page, the owner's scheduling page (BOOKING_URL) as the other way
 * to reach us, for visitors who would rather pick a time than write. Nothing when it is unset.
 */
import { useRootData } from '../../router/route-context.ts';
import { ButtonLink } from '../blocks/button-link.tsx';
import { BOOKING_LABEL } from './booking-button.tsx';

export function BookingOffer() {
  const { bookingUrl } = useRootData().publicConfig;
  if (!bookingUrl) return null;
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface p-5 shadow-sm">
      <h3 className="font-semibold text-ink">Prefer to talk it through?</h3>
      <p className="mt-1 text-ink-3">Pick a time for a free consultation call in our calendar.</p>
      <ButtonLink to={bookingUrl} variant="secondary" className="mt-4">
        {BOOKING_LABEL}
      </ButtonLink>
    </div>
  );
}
