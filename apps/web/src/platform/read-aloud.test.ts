import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeReadAloud, SPEECH_RATE, type TextToSpeechModule, webReadAloud } from './read-aloud.ts';

function fakeTextToSpeech() {
  return {
    speak: vi.fn(async (_options: { text: string; lang?: string; rate?: number }) => undefined),
    stop: vi.fn(async () => undefined),
  } satisfies TextToSpeechModule;
}

describe('native read aloud', () => {
  it("speaks the step with the OS's voice, in English unless told", async () => {
    const tts = fakeTextToSpeech();
    const load = vi.fn(async () => tts);
    const readAloud = nativeReadAloud(load);
    expect(readAloud.supported()).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await readAloud.speak('Step 1. Chop the onion.');
    await readAloud.speak('Étape 2.', 'fr-FR');
    expect(tts.speak.mock.calls).toEqual([
      [{ text: 'Step 1. Chop the onion.', lang: 'en-US', rate: SPEECH_RATE }],
      [{ text: 'Étape 2.', lang: 'fr-FR', rate: SPEECH_RATE }],
    ]);
    await readAloud.stop();
    expect(tts.stop).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it("passes on the engine's failure", async () => {
    const tts = fakeTextToSpeech();
    tts.speak.mockRejectedValueOnce(new Error('Failed to speak'));
    const readAloud = nativeReadAloud(async () => tts);
    await expect(readAloud.speak('Step 1.')).rejects.toThrow('Failed to speak');
    await expect(nativeReadAloud(() => Promise.reject(new Error('not implemented'))).stop()).rejects.toThrow(
      'not implemented',
    );
  });
});

/** Speech synthesis as browsers have it (jsdom has none): the test plays each utterance's end or error. */
function fakeSpeechSynthesis() {
  const spoken: {
    text: string;
    rate: number;
    lang: string;
    onend?: () => void;
    onerror?: (e: { error: string }) => void;
  }[] = [];
  const synthesis = { speak: vi.fn((u: (typeof spoken)[number]) => spoken.push(u)), cancel: vi.fn() };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      rate = 1;
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  return { synthesis, spoken };
}

afterEach(() => vi.unstubAllGlobals());

describe('web read aloud', () => {
  it('is unsupported without speech synthesis', async () => {
    const readAloud = webReadAloud();
    expect(readAloud.supported()).toBe(false);
    await expect(readAloud.speak('Step 1.')).rejects.toThrow('cannot read aloud');
  });

  it('reads a step a little slowly, cutting the last one short, and ends when it has been read', async () => {
    const { synthesis, spoken } = fakeSpeechSynthesis();
    const readAloud = webReadAloud();
    expect(readAloud.supported()).toBe(true);
    const first = readAloud.speak('Step 1.');
    expect(synthesis.cancel).toHaveBeenCalledOnce();
    spoken[0]?.onerror?.({ error: 'interrupted' }); // Cut short by the next step.
    await expect(first).resolves.toBeUndefined();
    const second = readAloud.speak('Step 2.', 'en-GB');
    expect(spoken[1]).toMatchObject({ text: 'Step 2.', rate: SPEECH_RATE, lang: 'en-GB' });
    spoken[1]?.onend?.();
    await expect(second).resolves.toBeUndefined();
    await readAloud.stop();
    expect(synthesis.cancel).toHaveBeenCalledTimes(3);
  });

  it('fails when the browser could not read', async () => {
    const { spoken } = fakeSpeechSynthesis();
    const speaking = webReadAloud().speak('Step 1.');
    spoken[0]?.onerror?.({ error: 'synthesis-failed' });
    await expect(speaking).rejects.toThrow('synthesis-failed');
  });
});
