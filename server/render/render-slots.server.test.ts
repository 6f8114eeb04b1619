import { describe, expect, it } from 'vitest';
import { createRenderSlots } from './render-slots.server.ts';

describe('render slots', () => {
  it('gives up to `concurrency` slots at once, queues the next ones in order and refuses past the queue', async () => {
    const slots = createRenderSlots({ concurrency: 2, queue: 2, maxWaitMs: 60_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => (order.push('third'), release));
    const fourth = slots.acquire().then((release) => (order.push('fourth'), release));
    expect(await slots.acquire()).toBeUndefined();
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    first!();
    first!(); // a second call changes nothing
    const thirdRelease = await third;
    expect([slots.active, slots.waiting, order]).toEqual([2, 1, ['third']]);
    second!();
    const fourthRelease = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    thirdRelease!();
    fourthRelease!();
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('a waiter gives up when its wait runs out or its client leaves', async () => {
    const slots = createRenderSlots({ concurrency: 1, queue: 5, maxWaitMs: 20 });
    const held = await slots.acquire();
    expect(await slots.acquire()).toBeUndefined();
    const leaving = new AbortController();
    const waiting = slots.acquire(leaving.signal);
    expect(slots.waiting).toBe(1);
    leaving.abort();
    expect(await waiting).toBeUndefined();
    expect(slots.waiting).toBe(0);
    held!();
    expect(slots.active).toBe(0);
  });
});
