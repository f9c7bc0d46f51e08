import { useEffect, useRef, useState } from 'react';
import { readCommand, type VoiceCommand } from './voice-command.ts';

/** The parts of the Web Speech API's SpeechRecognition used here (not yet in TypeScript's DOM types). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

function recognitionClass(): (new () => Recognition) | undefined {
  const w = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const ERRORS: Record<string, string> = {
  'not-allowed': 'Voice commands need the microphone, and access to it was refused.',
  'service-not-allowed': 'This browser does not allow voice commands here.',
  network: "Voice commands need the browser's speech service, which can't be reached right now.",
  'audio-capture': 'No microphone was found.',
};

/** Listens for "next", "back", "repeat", "start timer" while `enabled`, where the browser can. */
export function useVoiceCommands(enabled: boolean, onCommand: (command: VoiceCommand) => void) {
  const available = typeof window !== 'undefined' && recognitionClass() !== undefined;
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCommand);
  handler.current = onCommand;

  useEffect(() => {
    const Recognition = recognitionClass();
    if (!enabled || !Recognition) return;
    setProblem(null);
    let stopped = false;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.lang = navigator.language || 'en-GB';
    recognition.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      const command = result?.[0] ? readCommand(result[0].transcript) : null;
      if (command) handler.current(command);
    };
    recognition.onerror = (event) => {
      const message = ERRORS[event.error];
      if (!message) return; // "no-speech", "aborted": keep listening.
      stopped = true;
      setProblem(message);
    };
    // Browsers end a listening session after a silence: start again while the cook wants it.
    recognition.onend = () => {
      if (stopped) return;
      try {
        recognition.start();
      } catch {
        setProblem('Voice commands stopped. Turn them on again to go on listening.');
      }
    };
    try {
      recognition.start();
    } catch {
      setProblem('Voice commands could not start in this browser.');
    }
    return () => {
      stopped = true;
      recognition.abort();
    };
  }, [enabled]);

  return { available, problem };
}
