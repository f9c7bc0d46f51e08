import { useCallback, useEffect } from 'react';

const supported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads text aloud with the browser's speech synthesis, where there is one. */
export function useReadAloud() {
  const available = supported();
  const speak = useCallback(
    (text: string) => {
      if (!available) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = 0.95;
      window.speechSynthesis.speak(utterance);
    },
    [available],
  );
  const stop = useCallback(() => {
    if (available) window.speechSynthesis.cancel();
  }, [available]);
  useEffect(() => stop, [stop]);
  return { available, speak, stop };
}
