export type VoiceCommand = 'next' | 'back' | 'repeat' | 'start-timer' | 'pause-timer';

const COMMANDS: [RegExp, VoiceCommand][] = [
  [/\b(start|set|begin)\b.*\btimer\b|\btimer\b.*\b(start|go)\b/, 'start-timer'],
  [/\b(pause|stop)\b.*\btimer\b/, 'pause-timer'],
  [/\b(next|forward|continue|done)\b/, 'next'],
  [/\b(back|previous|go back)\b/, 'back'],
  [/\b(repeat|again|say that again|what)\b/, 'repeat'],
];

/** What the cook said, as a command: "next", "go back", "repeat", "start the timer"; else null. */
export function readCommand(transcript: string): VoiceCommand | null {
  const heard = transcript.toLowerCase().trim();
  for (const [pattern, command] of COMMANDS) if (pattern.test(heard)) return command;
  return null;
}
