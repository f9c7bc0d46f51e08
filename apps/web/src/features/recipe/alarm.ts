import { platform } from '../../platform/index.ts';

/**
 * The timer's alarm: three beeps through Web Audio (browsers only allow sound once the cook has
 * tapped something, so `primeAlarm` is called from the Start button) and the device's buzz.
 */
let context: AudioContext | null = null;

export function primeAlarm(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null; // No Web Audio here: the toast and the vibration still tell the cook.
  }
}

export function ringAlarm(): void {
  void platform().haptics.alarm();
  if (!context) return;
  const start = context.currentTime;
  for (let beep = 0; beep < 3; beep++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.001, start + beep * 0.5);
    gain.gain.exponentialRampToValueAtTime(0.4, start + beep * 0.5 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, start + beep * 0.5 + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + beep * 0.5);
    oscillator.stop(start + beep * 0.5 + 0.32);
  }
}
