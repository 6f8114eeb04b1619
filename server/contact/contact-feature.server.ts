/**
 * Everything the app needs for the contact form, built once from config: the forwarder,
 * the POST /api/contact router and the loaders of /contact and /contacts (which share the
 * no-JavaScript flash with the router).
 */
import type { Router } from 'express';
import type { LoaderArgs } from '../loaders.server.ts';
import { contactRouter } from '../api/contact.server.ts';
import type { Config } from '../config.server.ts';
import { ContactFlash } from './contact-flash.server.ts';
import { contactLoader } from './contact-loader.server.ts';
import { createMessageSink } from './create-message-sink.server.ts';
import type { MessageSink } from './message-sink.ts';

export interface ContactFeature {
  sink: MessageSink;
  router: Router;
  loaders: { contact: (args: LoaderArgs) => unknown; contacts: (args: LoaderArgs) => unknown };
}

export function contactFeature(config: Config, sink: MessageSink = createMessageSink(config)): ContactFeature {
  const flash = new ContactFlash();
  const loader = contactLoader(flash);
  return {
    sink,
    router: contactRouter({ sink, flash, rateLimit: config.CONTACT_RATE_LIMIT, minFillMs: config.CONTACT_MIN_FILL_MS }),
    loaders: { contact: loader, contacts: loader },
  };
}
