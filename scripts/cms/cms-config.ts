/**
 * What `npm run cms:migrate` and `npm run cms:seed` need to reach a Contentful space through
 * the Content Management API. The site's server never reads the management token: it lives
 * only in the shell (or `.env`) of the person running these commands.
 */
import { createClient, type PlainClientAPI } from 'contentful-management';
import { loadDotEnv } from '../local-env.mjs';

export interface CmsConfig {
  token: string;
  spaceId: string;
  environmentId: string;
  /** host[:port] of the Management API, which also takes the uploads; unset: Contentful's own. */
  host?: string;
}

/** Blank counts as unset, as in .env.example. */
const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** The configuration, or an error naming the missing variable. */
export function readCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const token = value(env, 'CONTENTFUL_MANAGEMENT_TOKEN');
  const spaceId = value(env, 'CONTENTFUL_SPACE_ID');
  if (!token)
    throw new Error('CONTENTFUL_MANAGEMENT_TOKEN is not set: create a personal access token (Contentful: Settings > CMA tokens).');
  if (!spaceId) throw new Error('CONTENTFUL_SPACE_ID is not set: the id of the space to write to (Settings > General settings).');
  return {
    token,
    spaceId,
    environmentId: value(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master',
    host: value(env, 'CONTENTFUL_MANAGEMENT_HOST'),
  };
}

/** Reads `.env` when present (the shell wins), then the configuration. */
export function loadCmsConfig(): CmsConfig {
  loadDotEnv();
  return readCmsConfig();
}

export function createCmsClient(config: CmsConfig): PlainClientAPI {
  return createClient(
    {
      accessToken: config.token,
      application: 'consultancy-site.cms-scripts/1.0',
      ...(config.host ? { host: config.host, hostUpload: config.host } : {}),
    },
    { type: 'plain', defaults: { spaceId: config.spaceId, environmentId: config.environmentId } },
  );
}

/** The space's default locale (entries are written in it). */
export async function defaultLocale(client: PlainClientAPI): Promise<string> {
  const locales = await client.locale.getMany({ query: { limit: 100 } });
  return locales.items.find((locale) => locale.default)?.code ?? 'en-US';
}

/** contentful-management reports a missing record as an error named NotFound. */
export const isNotFound = (error: unknown) => error instanceof Error && error.name === 'NotFound';

/** Runs a command's main, printing one clear line (not a stack) when it fails. */
export function runCommand(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
