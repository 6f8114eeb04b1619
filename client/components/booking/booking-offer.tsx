/**
 * BookingOffer: on the contact page, the owner's scheduling page (BOOKING_URL) as the other way
 * to reach us, for visitors who would rather pick a time than write. Nothing when it is unset.
 * A plain link like the contact cards' own: the contact page loads none of the button blocks.
 */
import { useRootData } from '../../app/route-context.ts';

export const BOOKING_OFFER_LABEL = 'Book a free consultation call';

export function BookingOffer() {
  const { bookingUrl } = useRootData().publicConfig;
  if (!bookingUrl) return null;
  return (
    <p className="mt-4 rounded-xl border border-line bg-surface p-5 text-ink-3 shadow-sm">
      Prefer to talk it through?{' '}
      <a
        href={bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {BOOKING_OFFER_LABEL}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      at a time that suits you.
    </p>
  );
}
