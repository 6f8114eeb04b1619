/**
 * The zero-config default: each message becomes one JSON file in OUTBOX_DIR, `<id>.json`,
 * written to a temporary name and renamed, so a reader (or a crash) never sees half a message.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ForwardError, type ContactMessage, type MessageSink } from './message-sink.ts';

export class OutboxSink implements MessageSink {
  readonly kind = 'outbox';
  constructor(readonly directory: string) {}

  /**
   * Creates the directory and writes and removes a file in it, as send() would: run at start,
   * so an outbox that cannot be written stops the process instead of losing every message.
   * The probe's name starts with a dot, like send()'s temporary files, so readers of `*.json`
   * never take it for a message.
   */
  async probe(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const probe = path.join(this.directory, `.probe-${randomUUID()}.tmp`);
    try {
      await writeFile(probe, '', { mode: 0o600, flag: 'wx' });
    } finally {
      await rm(probe, { force: true });
    }
  }

  async send(message: ContactMessage): Promise<void> {
    // Named by the message's id (a server-made UUID), the one its log lines carry.
    const name = `${message.id}.json`;
    const final = path.join(this.directory, name);
    const temporary = path.join(this.directory, `.${name}.tmp`);
    try {
      await mkdir(this.directory, { recursive: true });
      // 0o600: messages hold personal data; only the service's user reads them.
      await writeFile(temporary, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      await rename(temporary, final);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new ForwardError(`could not write to the outbox ${this.directory}`, { cause: error });
    }
  }
}
