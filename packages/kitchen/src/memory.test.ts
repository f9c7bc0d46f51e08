import { describe, expect, it } from 'vitest';
import { memory, rewrites } from './memory.ts';

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

describe('rewrites', () => {
  it('makes a rewrite once per object and key, and again for another key or object', () => {
    const rewrite = rewrites<{ title: string }>();
    let made = 0;
    const shout = (of: { title: string }, key: string) =>
      rewrite(of, key, () => {
        made += 1;
        return { title: `${of.title} ${key}` };
      });
    const soup = { title: 'soup' };
    const first = shout(soup, 'hot');
    expect(shout(soup, 'hot')).toBe(first);
    expect(made).toBe(1);
    expect(shout(soup, 'cold').title).toBe('soup cold');
    expect(shout({ title: 'soup' }, 'hot')).not.toBe(first);
    expect(made).toBe(3);
  });
});
