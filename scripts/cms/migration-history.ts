/**
 * Which migrations a space has had, kept in the space itself as Contentful's own guide to
 * migrations in a delivery pipeline does: a `versionTracking` content type whose one entry
 * holds the number of the last migration applied. The entry is never published, so the
 * delivery API (and so the site) never sees it.
 */
import type { PlainClientAPI } from 'contentful-management';
import { isNotFound } from './cms-config.ts';

export const HISTORY_CONTENT_TYPE = 'versionTracking';
export const HISTORY_ENTRY = 'content-model-version';

async function ensureHistoryType(client: PlainClientAPI): Promise<void> {
  try {
    await client.contentType.get({ contentTypeId: HISTORY_CONTENT_TYPE });
    return;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const created = await client.contentType.createWithId(
    { contentTypeId: HISTORY_CONTENT_TYPE },
    {
      name: 'Version tracking',
      description: 'Written by npm run cms:migrate: the last content-model migration applied. Do not edit.',
      displayField: 'version',
      fields: [{ id: 'version', name: 'Version', type: 'Integer', required: true, localized: false }],
    },
  );
  await client.contentType.publish({ contentTypeId: HISTORY_CONTENT_TYPE }, created);
}

/** The number of the last migration applied; 0 for a space that has had none. */
export async function appliedVersion(client: PlainClientAPI, locale: string): Promise<number> {
  await ensureHistoryType(client);
  try {
    const entry = await client.entry.get({ entryId: HISTORY_ENTRY });
    return Number(entry.fields.version?.[locale] ?? 0);
  } catch (error) {
    if (isNotFound(error)) return 0;
    throw error;
  }
}

export async function recordVersion(client: PlainClientAPI, locale: string, version: number): Promise<void> {
  const fields = { version: { [locale]: version } };
  try {
    const entry = await client.entry.get({ entryId: HISTORY_ENTRY });
    await client.entry.update({ entryId: HISTORY_ENTRY }, { ...entry, fields });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await client.entry.createWithId({ entryId: HISTORY_ENTRY, contentTypeId: HISTORY_CONTENT_TYPE }, { fields });
  }
}
