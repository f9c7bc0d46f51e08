import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareRecipe } from './share.ts';

const sheet = vi.hoisted(() => ({ share: vi.fn() }));
vi.mock('../../platform/index.ts', () => ({ platform: () => ({ share: sheet }) }));

function clipboardThat(write: () => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.clearAllMocks();
});

describe('sharing a recipe', () => {
  it.each(['shared', 'cancelled'])("answers the share sheet's %s", async (answer) => {
    sheet.share.mockResolvedValue(answer);
    const writeText = clipboardThat(async () => undefined);
    expect(await shareRecipe('Lemon pasta', 'https://larder.example/r/1')).toBe(answer);
    expect(sheet.share).toHaveBeenCalledWith({ title: 'Lemon pasta', url: 'https://larder.example/r/1' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or says it failed', async () => {
    sheet.share.mockResolvedValue('unavailable');
    const writeText = clipboardThat(async () => undefined);
    expect(await shareRecipe('Lemon pasta', 'https://larder.example/r/1')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://larder.example/r/1');
    clipboardThat(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await shareRecipe('Lemon pasta', 'https://larder.example/r/1')).toBe('failed');
  });
});
