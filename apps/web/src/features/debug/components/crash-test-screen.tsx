/** Fails on purpose, so the top-level error boundary can be seen and tested (debug screens only). */
export function CrashTestScreen(): never {
  throw new Error('Deliberate crash from /debug/crash');
}
