import type { TextToSpeechPlugin } from '@capacitor-community/text-to-speech';
import { onFirstUse } from './plugin.ts';
import type { ReadAloud } from './types.ts';

/** A little slower than a voice's usual pace: the cook is busy with their hands. */
export const SPEECH_RATE = 0.95;

/** The voice's language when the caller names none: Larder's recipes are in English. */
const NATIVE_LANG = 'en-US';

/**
 * The browser's speech synthesis. `speak` ends when the step has been read, or cut short by the next
 * `speak` or `stop`; it fails when the browser could not read it.
 */
export function webReadAloud(): ReadAloud {
  const supported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;
  return {
    supported,
    speak(text, lang) {
      if (!supported()) return Promise.reject(new Error('This browser cannot read aloud.'));
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = SPEECH_RATE;
      if (lang) utterance.lang = lang;
      return new Promise((resolve, reject) => {
        utterance.onend = () => resolve();
        utterance.onerror = ({ error }) => {
          if (error === 'interrupted' || error === 'canceled') resolve();
          else reject(new Error(`The browser could not read the step aloud (${error}).`));
        };
        window.speechSynthesis.speak(utterance);
      });
    },
    async stop() {
      if (supported()) window.speechSynthesis.cancel();
    },
  };
}

export type TextToSpeechModule = Pick<TextToSpeechPlugin, 'speak' | 'stop'>;

/** @capacitor-community/text-to-speech: the OS's voices; a new `speak` cuts the last one short. */
export function nativeReadAloud(load: () => Promise<TextToSpeechModule>): ReadAloud {
  const plugin = onFirstUse(load);
  return {
    supported: () => true,
    async speak(text, lang = NATIVE_LANG) {
      await (await plugin()).speak({ text, lang, rate: SPEECH_RATE });
    },
    async stop() {
      await (await plugin()).stop();
    },
  };
}
