import { describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/idle';

describe('nextTask', () => {
  it('resolves in a later task: after every microtask the current one queued', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    // A chain of microtasks: all run before any later task.
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'))
      .then(() => order.push('microtask 3'));
    await later;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'next task']);
  });
});
