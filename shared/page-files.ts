/**
 * Each route's module files beyond the entry's, written by the server at the end of every
 * document (a JSON data block) so a client navigation fetches all of a page's files at once
 * instead of discovering them import by import (client/navigation/page-files.ts).
 */
import type { RouteId } from './route-paths.ts';

export const PAGE_FILES_ELEMENT_ID = 'page-files';

export type PageFiles = Partial<Record<RouteId, string[]>>;
