import { useCallback, useEffect, useRef, useState } from 'react';
import { platform } from '../../platform/index.ts';

export const READ_ALOUD_FAILED = "The step couldn't be read aloud. Tap Repeat to try again.";

/** Reads text aloud (the browser's speech synthesis, or the phone's voice in the app), where there is one. */
export function useReadAloud() {
  const { readAloud } = platform();
  const available = readAloud.supported();
  const [problem, setProblem] = useState<string | null>(null);
  // Only the latest request may report a failure: one cut short by the next step is not one.
  const latest = useRef(0);
  const failed = useCallback((request: number, error: unknown) => {
    if (request !== latest.current) return;
    console.warn('Reading aloud failed', error);
    setProblem(READ_ALOUD_FAILED);
  }, []);
  const speak = useCallback(
    (text: string) => {
      if (!available) return;
      const request = ++latest.current;
      setProblem(null);
      readAloud.speak(text).catch((error: unknown) => failed(request, error));
    },
    [available, readAloud, failed],
  );
  const stop = useCallback(() => {
    if (!available) return;
    const request = ++latest.current;
    readAloud.stop().catch((error: unknown) => failed(request, error));
  }, [available, readAloud, failed]);
  useEffect(() => stop, [stop]);
  return { available, speak, stop, problem };
}
