import { describe, expect, it } from 'vitest';
import { memory } from './memory.ts';

describe('memory', () => {
  it('works an answer out once per key, and forgets them all when full', () => {
    const remember = memory<number>(2);
    let worked = 0;
    const square = (n: number) =>
      remember(String(n), () => {
        worked += 1;
        return n * n;
      });
    expect([square(3), square(3), square(4)]).toEqual([9, 9, 16]);
    expect(worked).toBe(2);
    square(5); // a third key: the first two are forgotten
    square(3);
    expect(worked).toBe(4);
  });
});
