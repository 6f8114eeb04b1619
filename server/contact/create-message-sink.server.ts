/** Picks the forwarder from config: Web3Forms when keyed, else SMTP, else the local outbox. */
import path from 'node:path';
import type { Config } from '../config.server.ts';
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
