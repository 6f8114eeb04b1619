/** The slow content upstream for the first-byte figures, run in a child process (slow-upstream-process.ts). */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SlowUpstream {
  /** Environment that points a server at the slow upstream (Contentful space, token, host). */
  env: Record<string, string>;
  /** How many calls reached the upstream so far. */
  requests(): Promise<number>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./slow-upstream-process.ts', import.meta.url));

export async function startSlowUpstream(delayMs: number): Promise<SlowUpstream> {
  // The parent's execArgv carries tsx's loader, so the child runs TypeScript too.
  const child = fork(CHILD, [String(delayMs)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`the slow upstream exited with ${code}`)));
    });
  const { env } = await nextMessage<{ env: Record<string, string> }>();
  return {
    env,
    async requests() {
      const answer = nextMessage<{ requests: number }>();
      child.send('requests');
      return (await answer).requests;
    },
    async close() {
      child.disconnect();
      await exited;
    },
  };
}
