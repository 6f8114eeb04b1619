/**
 * The service a page is about, so its consultation buttons (any button to /contact, the
 * blocks' defaults included) open the form with that service chosen, in the server HTML.
 */
import { createContext, useContext } from 'react';
import { contactHrefFor } from '../../../shared/contact-fields.ts';
import { href, type RouteId } from '../../../shared/route-paths.ts';

export const ConsultationServiceContext = createContext<RouteId | undefined>(undefined);

/** `to`, or the contact page with this page's service chosen when `to` is the plain contact page. */
export function useConsultationTarget(to: string): string {
  const service = useContext(ConsultationServiceContext);
  return service !== undefined && to === href('contact') ? contactHrefFor(service) : to;
}
