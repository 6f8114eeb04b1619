import { describe, expect, it } from 'vitest';
import { LogBudget } from './log-budget.ts';

describe('LogBudget', () => {
  it('allows a burst of perMinute lines per key, then one more each 60/perMinute seconds', () => {
    let now = 0;
    const budget = new LogBudget(5, () => now);
    const burst = Array.from({ length: 8 }, () => budget.take('error'));
    expect(burst).toEqual([true, true, true, true, true, false, false, false]);
    // Another key has its own bucket.
    expect(budget.take('chunk')).toBe(true);
    now += 11_999;
    expect(budget.take('error')).toBe(false);
    now += 1;
    expect(budget.take('error')).toBe(true);
    expect(budget.take('error')).toBe(false);
    // A quiet hour refills to the burst, not beyond it.
    now += 3_600_000;
    expect(Array.from({ length: 6 }, () => budget.take('error')).filter(Boolean)).toHaveLength(5);
  });
});
