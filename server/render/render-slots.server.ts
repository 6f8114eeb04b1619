/**
 * A bound on pages rendered at once (docs/decisions/089): unbounded, a flood of renders grew the
 * memory and slowed every render until clients timed out; stored pages never take a slot.
 */
import type { Response } from 'express';

/** Gives the slot back; safe to call more than once. */
export type ReleaseSlot = () => void;

export interface RenderSlotOptions {
  /** Renders at once: a couple per core keeps the CPU busy while some wait on an upstream. */
  concurrency: number;
  /** Requests waiting for a slot; past this a request is refused at once. */
  queue: number;
  /** The longest a request waits for a slot before it is refused. */
  maxWaitMs: number;
  /** Told of every change (the metrics): slots in use, requests waiting, and whether one was just refused. */
  onChange?: (active: number, waiting: number, refused: boolean) => void;
}

export const DEFAULT_RENDER_SLOTS: RenderSlotOptions = { concurrency: 8, queue: 64, maxWaitMs: 2_000 };

export interface RenderSlots {
  /**
   * A slot, when one is free or frees up within maxWaitMs; undefined when the queue is full or
   * the wait ran out. `signal` (the client went away) gives up the place in the queue.
   */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot | undefined>;
  /** Renders holding a slot now, and requests waiting for one (for tests and metrics). */
  readonly active: number;
  readonly waiting: number;
}

export function createRenderSlots(options: RenderSlotOptions = DEFAULT_RENDER_SLOTS): RenderSlots {
  let active = 0;
  /** Waiters in arrival order; each is called with a release function when its turn comes. */
  const waiters: Array<(release: ReleaseSlot) => void> = [];

  const changed = (refused = false) => options.onChange?.(active, waiters.length, refused);
  const refuse = () => {
    changed(true);
    return undefined;
  };

  const releaseOnce = (): ReleaseSlot => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiters.shift();
      // The slot passes straight to the next waiter: `active` does not change.
      if (next) next(releaseOnce());
      else active -= 1;
      changed();
    };
  };

  return {
    acquire(signal) {
      if (active < options.concurrency) {
        active += 1;
        changed();
        return Promise.resolve(releaseOnce());
      }
      if (waiters.length >= options.queue || signal?.aborted) return Promise.resolve(refuse());
      return new Promise((resolve) => {
        const giveUp = () => {
          const index = waiters.indexOf(waiter);
          if (index !== -1) waiters.splice(index, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          resolve(refuse());
        };
        const waiter = (release: ReleaseSlot) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          resolve(release);
        };
        const timer = setTimeout(giveUp, options.maxWaitMs);
        signal?.addEventListener('abort', giveUp, { once: true });
        waiters.push(waiter);
        changed();
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}

/** A slot held for as long as the response is open; a client that leaves while waiting gives up its place. */
export async function slotFor(slots: RenderSlots, res: Response): Promise<ReleaseSlot | undefined> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  const release = await slots.acquire(gone.signal);
  res.off('close', onClose);
  if (release) {
    if (res.destroyed || res.writableFinished) release();
    else res.once('close', release);
  }
  return release;
}
