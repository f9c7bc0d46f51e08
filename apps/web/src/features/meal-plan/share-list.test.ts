import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareText } from './share-list.ts';

const sheet = vi.hoisted(() => ({ share: vi.fn() }));
vi.mock('../../platform/index.ts', () => ({ platform: () => ({ share: sheet }) }));

afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe('sharing the shopping list', () => {
  it('hands the text to the share sheet, and copies it where there is none', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    sheet.share.mockResolvedValueOnce('cancelled').mockResolvedValueOnce('unavailable');
    expect(await shareText('Shopping list', '2 lemons')).toBe('cancelled');
    expect(sheet.share).toHaveBeenCalledWith({ title: 'Shopping list', text: '2 lemons' });
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareText('Shopping list', '2 lemons')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('2 lemons');
  });
});
