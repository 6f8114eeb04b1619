/**
 * How the contact router answers a form post made without JavaScript that did not go through:
 * with the contact page itself, rendered from the data it is given (the notice, what was typed,
 * the field errors, a form token) and the status of the outcome. The app hands the router a
 * function of this shape from its server renderer; the router knows nothing else about rendering.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ContactPageData } from '../../shared/contact-page-data.ts';

/**
 * Renders the route matching `path` with `data` as that route's loader data and the given
 * status, `Cache-Control: private, no-store`, never from or into a render cache.
 */
export type RenderPageWith = (req: Request, res: Response, next: NextFunction, page: { path: string; status: number; data: unknown }) => void;

/** Where the page is rendered for: the canonical contact path (the form may come from /contacts too). */
export const CONTACT_PATH = '/contact';

export function renderContactPage(render: RenderPageWith, req: Request, res: Response, next: NextFunction, status: number, data: ContactPageData): void {
  render(req, res, next, { path: CONTACT_PATH, status, data });
}
