import { openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundedStdout, createLogger, droppedLogLines } from './logger.server.ts';

describe('the log destination', () => {
  it('drops lines instead of queueing more than its bound while stdout is behind', async () => {
    // A bound smaller than one line: while the first write is in flight, later lines cannot be
    // queued, whatever their number; they are counted as dropped.
    const destination = boundedStdout(64, openSync('/dev/null', 'w'));
    const logger = createLogger('info', destination);
    const before = droppedLogLines();
    for (let index = 0; index < 50; index += 1) logger.info({ url: `/${'x'.repeat(1_000)}` }, 'line');
    expect(droppedLogLines() - before).toBeGreaterThanOrEqual(49);
    await new Promise<void>((resolve) => (destination as unknown as { flush: (done: () => void) => void }).flush(() => resolve()));
  });
});
