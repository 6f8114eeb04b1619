/** The about page's data: the Google reviews its widget shows. */
import { reviewsData, type LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';

export const loader = (args: LoaderArgs, deps: LoaderDeps) => reviewsData(args, deps);
