/**
 * `npm run cms:seed`: writes the embedded sample blog (content/blog) into a Contentful space
 * that has the content model (`npm run cms:migrate` first): images uploaded as assets
 * (upload, process, publish), then categories, authors and posts, each published.
 *
 * It only ever creates. Each item has an id derived from the sample (sample-blog.ts); an item
 * already there is left exactly as it is, so a second run writes nothing and an editor's
 * changes to a sample post survive. The one exception is an item this command created and
 * never got to publish (an interrupted run): it is finished. An entry someone else made is
 * never read for writing; a sample post whose slug an editor's post already uses is skipped.
 */
import type { AssetProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { createCmsClient, defaultLocale, isNotFound, loadCmsConfig, runCommand } from './cms-config.ts';
import { readSampleFile, readSamplePlan, type SampleAsset, type SampleEntry } from './sample-blog.ts';

type Outcome = 'created' | 'finished' | 'exists' | 'skipped';

const perLocale = (fields: Record<string, unknown>, locale: string) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { [locale]: value }]));
/** Made by a run that stopped before publishing: ours to finish. */
const neverPublished = (sys: { publishedCounter?: number; publishedVersion?: number; archivedVersion?: number }) =>
  !sys.publishedCounter && sys.publishedVersion === undefined && sys.archivedVersion === undefined;

async function getOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function seedAsset(client: PlainClientAPI, locale: string, sample: SampleAsset): Promise<Outcome> {
  let asset: AssetProps | null = await getOrNull(() => client.asset.get({ assetId: sample.id }));
  if (asset && !neverPublished(asset.sys)) return 'exists';
  const outcome: Outcome = asset ? 'finished' : 'created';
  if (!asset) {
    const upload = await client.upload.create({}, { file: readSampleFile(sample) });
    asset = await client.asset.createWithId(
      { assetId: sample.id },
      {
        fields: {
          title: { [locale]: sample.title },
          description: { [locale]: sample.description },
          file: {
            [locale]: {
              fileName: sample.fileName,
              contentType: sample.contentType,
              uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
            },
          },
        },
      },
    );
  }
  if (!asset.fields.file?.[locale]?.url) asset = await client.asset.processForLocale({}, asset, locale);
  await client.asset.publish({ assetId: sample.id }, asset);
  return outcome;
}

/** Whether an entry that is not this sample already holds its slug (Contentful would refuse the duplicate). */
async function slugTaken(client: PlainClientAPI, sample: SampleEntry, locale: string): Promise<string | null> {
  const slug = sample.fields.slug;
  if (typeof slug !== 'string') return null;
  const found = await client.entry.getMany({ query: { content_type: sample.contentType, 'fields.slug': slug, limit: 10 } });
  return found.items.find((item) => item.sys.id !== sample.id && item.fields.slug?.[locale] === slug)?.sys.id ?? null;
}

async function createEntry(
  client: PlainClientAPI,
  locale: string,
  sample: SampleEntry,
): Promise<{ outcome: Outcome; entry?: EntryProps; note?: string }> {
  const existing = await getOrNull(() => client.entry.get({ entryId: sample.id }));
  if (existing) return neverPublished(existing.sys) ? { outcome: 'finished', entry: existing } : { outcome: 'exists' };
  const owner = await slugTaken(client, sample, locale);
  if (owner) return { outcome: 'skipped', note: `slug already used by entry ${owner}` };
  const entry = await client.entry.createWithId(
    { entryId: sample.id, contentTypeId: sample.contentType },
    { fields: perLocale(sample.fields, locale) },
  );
  return { outcome: 'created', entry };
}

async function main(): Promise<void> {
  const config = loadCmsConfig();
  const client = createCmsClient(config);
  const locale = await defaultLocale(client);
  for (const contentTypeId of ['category', 'author', 'blogPost']) {
    const type = await getOrNull(() => client.contentType.get({ contentTypeId }));
    if (!type?.sys.publishedVersion) throw new Error(`content type ${contentTypeId} is missing: run npm run cms:migrate first`);
  }
  const plan = readSamplePlan();
  const total = plan.assets.length + plan.entries.length;
  const counts: Record<Outcome, number> = { created: 0, finished: 0, exists: 0, skipped: 0 };
  let done = 0;
  const report = (label: string, outcome: Outcome, note?: string) => {
    done += 1;
    counts[outcome] += 1;
    console.log(
      `cms:seed: [${done}/${total}] ${label}: ${outcome === 'exists' ? 'already there, left as it is' : outcome}${note ? ` (${note})` : ''}`,
    );
  };
  console.log(
    `cms:seed: space ${config.spaceId}, environment ${config.environmentId}, locale ${locale}: ${plan.assets.length} assets, ${plan.entries.length} entries`,
  );

  for (const asset of plan.assets) report(`asset ${asset.sitePath}`, await seedAsset(client, locale, asset));

  // Every entry exists before any is published: posts link to other posts.
  const toPublish: Array<{ sample: SampleEntry; entry: EntryProps; outcome: Outcome }> = [];
  for (const sample of plan.entries) {
    const { outcome, entry, note } = await createEntry(client, locale, sample);
    if (entry) toPublish.push({ sample, entry, outcome });
    else report(sample.label, outcome, note);
  }
  for (const { sample, entry, outcome } of toPublish) {
    await client.entry.publish({ entryId: entry.sys.id }, entry);
    report(sample.label, outcome);
  }
  console.log(
    `cms:seed: done: ${counts.created} created, ${counts.finished} finished, ${counts.exists} already there, ${counts.skipped} skipped`,
  );
}

runCommand('cms:seed', main);
