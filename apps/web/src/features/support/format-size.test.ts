import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  it('says bytes, kilobytes or megabytes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(340 * 1024)).toBe('340 KB');
    expect(formatSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
