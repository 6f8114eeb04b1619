/**
 * Child process of `npm run bench` (started by slow-upstream.ts): the fake Contentful server
 * behind the slow proxy. In a process of its own, the upstream's work (accepting the server's
 * calls, holding them, answering) does not run on the event loop that times the first bytes.
 */
import { startFakeContentful } from '../../tests/fakes/contentful-server.ts';
import { benchContent } from './bench-content.ts';
import { startSlowProxy } from './slow-proxy.ts';

const delayMs = Number(process.argv[2]);
const fake = await startFakeContentful(benchContent());
const slow = await startSlowProxy(fake.host, delayMs);
process.send!({ env: { ...fake.env(), CONTENTFUL_HOST: slow.host } });
process.on('message', (message) => {
  if (message === 'requests') process.send!({ requests: slow.requests });
});
process.on('disconnect', () => {
  void Promise.all([slow.close(), fake.close()]).then(() => process.exit(0));
});
