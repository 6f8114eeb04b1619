/** Picks the forwarder from config: Web3Forms when keyed, else SMTP, else the local outbox. */
import path from 'node:path';
import type { Config } from '../core/config.server.ts';
import { StartupError } from '../core/startup-error.ts';
import type { MessageSink } from './message-sink.ts';
import { OutboxSink } from './outbox-sink.server.ts';
import { SmtpSink } from './smtp-sink.server.ts';
import { Web3FormsSink } from './web3forms-sink.server.ts';

type SinkConfig = Pick<Config, 'WEB3FORMS_ACCESS_KEY' | 'WEB3FORMS_URL' | 'SMTP_URL' | 'CONTACT_TO' | 'CONTACT_FROM' | 'OUTBOX_DIR'>;

export function createMessageSink(config: SinkConfig): MessageSink {
  if (config.WEB3FORMS_ACCESS_KEY) return new Web3FormsSink({ accessKey: config.WEB3FORMS_ACCESS_KEY, url: config.WEB3FORMS_URL });
  if (config.SMTP_URL && config.CONTACT_TO) return new SmtpSink({ url: config.SMTP_URL, to: config.CONTACT_TO, from: config.CONTACT_FROM });
  return new OutboxSink(path.resolve(config.OUTBOX_DIR));
}

/**
 * The sink for the running site, checked before it listens: a site whose messages cannot go
 * anywhere must not start and answer each visitor 502. The outbox is created and written to
 * (OutboxSink.probe). A forwarder's settings were checked complete by the configuration
 * (SMTP_URL needs CONTACT_TO; WEB3FORMS_URL has a default); reaching the service is not
 * checked here, so a service that is down for a minute does not stop a pod from starting.
 */
export async function checkedMessageSink(config: SinkConfig): Promise<MessageSink> {
  const sink = createMessageSink(config);
  if (sink instanceof OutboxSink) {
    try {
      await sink.probe();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new StartupError(
        `Cannot write contact messages to OUTBOX_DIR ${sink.directory} (${reason}). Set OUTBOX_DIR to a writable directory, or set WEB3FORMS_ACCESS_KEY or SMTP_URL to forward them.`,
      );
    }
  }
  return sink;
}
