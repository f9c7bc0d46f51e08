import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeShare, type ShareModule, webShare } from './share.ts';

const recipe = { title: 'Lemon pasta', url: 'https://larder.example/recipe/1' };

describe('native share', () => {
  it("opens the OS's share sheet with the content", async () => {
    const plugin = { share: vi.fn(async () => ({ activityType: 'com.apple.UIKit.activity.Message' })) };
    const load = vi.fn(async (): Promise<ShareModule> => plugin);
    const share = nativeShare(load);
    expect(load).not.toHaveBeenCalled();
    expect(await share.share(recipe)).toBe('shared');
    expect(plugin.share).toHaveBeenCalledWith(recipe);
  });

  it("is cancelled when the cook closes the sheet (the plugin rejects 'Share canceled')", async () => {
    const share = nativeShare(async () => ({ share: () => Promise.reject(new Error('Share canceled')) }));
    expect(await share.share(recipe)).toBe('cancelled');
  });

  it('is unavailable on any other failure, or without the plugin, so the caller can copy instead', async () => {
    const failing = nativeShare(async () => ({
      share: () => Promise.reject(new Error('Must provide a URL or Message')),
    }));
    expect(await failing.share(recipe)).toBe('unavailable');
    expect(await nativeShare(() => Promise.reject(new Error('not implemented'))).share(recipe)).toBe(
      'unavailable',
    );
  });
});

afterEach(() => Reflect.deleteProperty(navigator, 'share'));

function webShareAnswers(answer: () => Promise<void>) {
  const share = vi.fn(answer);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  return share;
}

describe('web share', () => {
  it('is unavailable without the Web Share API', async () => {
    expect(await webShare.share(recipe)).toBe('unavailable');
  });

  it('shares, or is cancelled on AbortError, or is unavailable on any other refusal', async () => {
    const share = webShareAnswers(async () => undefined);
    expect(await webShare.share(recipe)).toBe('shared');
    expect(share).toHaveBeenCalledWith(recipe);
    webShareAnswers(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await webShare.share(recipe)).toBe('cancelled');
    webShareAnswers(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await webShare.share(recipe)).toBe('unavailable');
  });
});
