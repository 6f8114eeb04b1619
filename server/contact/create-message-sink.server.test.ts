/** The start-time check of the contact sink, on the real file system. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config.server.ts';
import { StartupError } from '../core/startup-error.ts';
import { checkedMessageSink } from './create-message-sink.server.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sink-check-'));
// A path no one can create a directory at: below a plain file (root ignores permission bits).
const file = path.join(dir, 'a-file');
writeFileSync(file, '');
const unusable = path.join(file, 'outbox');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkedMessageSink', () => {
  it('refuses an outbox it cannot write with a StartupError naming OUTBOX_DIR', async () => {
    const checked = checkedMessageSink(parseConfig({ OUTBOX_DIR: unusable }));
    await expect(checked).rejects.toBeInstanceOf(StartupError);
    await expect(checked).rejects.toThrow(/^Cannot write contact messages to OUTBOX_DIR .*\(ENOTDIR\)/);
  });

  it.each([
    ['Web3Forms', { WEB3FORMS_ACCESS_KEY: 'key' }, 'web3forms'],
    ['SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_TO: 'owner@example.com' }, 'smtp'],
  ])('with %s configured, OUTBOX_DIR is not used, so it is not checked', async (_label, env, kind) => {
    const sink = await checkedMessageSink(parseConfig({ ...env, OUTBOX_DIR: unusable }));
    expect(sink.kind).toBe(kind);
  });
});
