/**
 * Make it yours in one edit: a copy of the repository whose shared/site.ts alone names another
 * business and phone builds a site that never shows the old ones, pages, bundles and social
 * cards alike, and its cards are exactly the ones drawn from the edited SITE.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { cardList, OG_URL_PREFIX, type CardSite } from '../../scripts/og/card-list.ts';
import { drawCard } from '../../scripts/og/draw-card.tsx';
import { SITE } from '../../shared/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const NEW_NAME = 'Harbor Light Consulting';
const NEW_PHONE = { display: '(503) 555-0199', dial: '+15035550199' };
const digits = (text: string) => text.replace(/\D/g, '');
/** Every spelling of the old facts a page, a bundle or a feed could carry. */
const OLD_FACTS = [SITE.companyName, SITE.legalName, SITE.phoneDisplay, SITE.phoneDial, digits(SITE.phoneDisplay)];

let copy: string;

/** The repository as a fresh clone would have it (tracked and new files, nothing ignored), with our node_modules. */
async function copyRepository(destination: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 << 20 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(destination, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(destination, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(destination, 'node_modules'));
}

/** The one edit an owner makes: every mention of the name and phone in shared/site.ts. */
function editSite(destination: string): void {
  const file = path.join(destination, 'shared/site.ts');
  const before = readFileSync(file, 'utf8');
  const after = before
    .replaceAll(SITE.companyName, NEW_NAME)
    .replaceAll(SITE.phoneDisplay, NEW_PHONE.display)
    .replaceAll(SITE.phoneDial, NEW_PHONE.dial);
  for (const fact of OLD_FACTS) expect(after, 'shared/site.ts still states an old fact after the edit').not.toContain(fact);
  writeFileSync(file, after);
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  );
}

/** A built file's text, its precompressed twins unpacked. */
function textOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'site-make-it-yours-'));
  await copyRepository(copy);
  editSite(copy);
  await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], { cwd: copy, maxBuffer: 16 << 20 });
}, 300_000);
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new business name and phone in shared/site.ts alone', () => {
  it('leave no trace of the old ones in the built site', () => {
    const files = filesUnder(path.join(copy, 'dist'));
    const leaks = files.flatMap((file) =>
      OLD_FACTS.filter((fact) => textOf(file).includes(fact)).map((fact) => `${path.relative(copy, file)}: ${fact}`),
    );
    expect(leaks).toEqual([]);
    expect(files.filter((file) => textOf(file).includes(NEW_NAME)).length, 'files naming the new business').toBeGreaterThan(0);
    expect(files.filter((file) => textOf(file).includes(NEW_PHONE.display)).length, 'files showing the new phone').toBeGreaterThan(0);
  });

  it('give social cards that say the new ones, drawn into the URLs the pages name', async () => {
    const edited = (await import(path.join(copy, 'shared/site.ts'))) as { SITE: CardSite };
    const cards = cardList(edited.SITE, ROUTE_TABLE);
    // The words: what a PNG's pixels cannot be searched for.
    for (const card of cards) {
      expect([card.brand, card.phone], card.file).toEqual([NEW_NAME, NEW_PHONE.display]);
      const words = [card.eyebrow, card.title, card.subtitle].join(' ');
      expect(
        OLD_FACTS.filter((fact) => words.includes(fact)),
        card.file,
      ).toEqual([]);
    }
    // The pixels: each built card is those words drawn.
    const directory = path.join(copy, 'dist/client', OG_URL_PREFIX);
    expect(readdirSync(directory).sort()).toEqual(cards.map((card) => card.file).sort());
    for (const card of cards) expect(readFileSync(path.join(directory, card.file)).equals(await drawCard(card)), card.file).toBe(true);
    // The drawing shows the brand and the phone: with the old ones it differs.
    const [first] = cards;
    const drawn = await drawCard(first!);
    expect(drawn.equals(await drawCard({ ...first!, brand: SITE.companyName })), 'a card drawn with the old name').toBe(false);
    expect(drawn.equals(await drawCard({ ...first!, phone: SITE.phoneDisplay })), 'a card drawn with the old phone').toBe(false);
  });
});
