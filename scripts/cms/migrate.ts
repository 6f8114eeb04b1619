/**
 * `npm run cms:migrate`: applies the content-model migrations in
 * content/contentful/migrations that the space has not had yet, one by one with
 * contentful-migration, recording each in the space (migration-history.ts). Running it again
 * applies nothing. Needs CONTENTFUL_MANAGEMENT_TOKEN and CONTENTFUL_SPACE_ID
 * (CONTENTFUL_ENVIRONMENT, default master).
 */
import { runMigration } from 'contentful-migration';
import { createCmsClient, defaultLocale, isNotFound, loadCmsConfig, runCommand, type CmsConfig } from './cms-config.ts';
import { appliedVersion, recordVersion } from './migration-history.ts';
import { listMigrations, loadMigration } from './migrations.ts';

/** A space set up by hand (or by the old JSON import) already has the types 001 would create. */
async function refuseUntrackedModel(config: CmsConfig, client: ReturnType<typeof createCmsClient>): Promise<void> {
  try {
    await client.contentType.get({ contentTypeId: 'blogPost' });
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  throw new Error(
    `environment "${config.environmentId}" already has a blogPost content type that no migration made; ` +
      'run the migrations in a new environment (Settings > Environments) or delete the blog content types first',
  );
}

async function main(): Promise<void> {
  const config = loadCmsConfig();
  const client = createCmsClient(config);
  const locale = await defaultLocale(client);
  const applied = await appliedVersion(client, locale);
  const pending = listMigrations().filter((migration) => migration.version > applied);
  console.log(
    `cms:migrate: space ${config.spaceId}, environment ${config.environmentId}: at version ${applied}, ${pending.length} to apply`,
  );
  if (applied === 0 && pending.length > 0) await refuseUntrackedModel(config, client);
  for (const migration of pending) {
    console.log(`cms:migrate: applying ${migration.name}`);
    await runMigration({
      migrationFunction: await loadMigration(migration),
      spaceId: config.spaceId,
      environmentId: config.environmentId,
      accessToken: config.token,
      yes: true,
      ...(config.host ? { host: config.host } : {}),
    });
    await recordVersion(client, locale, migration.version);
    console.log(`cms:migrate: ${migration.name} applied, now at version ${migration.version}`);
  }
  if (pending.length === 0) console.log('cms:migrate: the content model is up to date');
}

runCommand('cms:migrate', main);
