/**
 * Step timers: several can run at once, they keep time by the clock (not by counting ticks, which
 * stall in a background tab), and they outlive the screen that started them.
 */
export type TimerStatus = 'idle' | 'running' | 'paused' | 'done';

export interface StepTimer {
  key: string;
  label: string;
  durationMs: number;
  status: TimerStatus;
  /** Time left: fixed while idle or paused, counted from `endsAt` while running. */
  remainingMs: number;
  endsAt: number | null;
}

interface TimerDeps {
  now?: () => number;
  onDone?: (timer: StepTimer) => void;
  tickMs?: number;
}

export function createTimerStore({ now = Date.now, onDone, tickMs = 250 }: TimerDeps = {}) {
  let timers: Record<string, StepTimer> = {};
  let ticker: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const put = (timer: StepTimer) => {
    timers = { ...timers, [timer.key]: timer };
  };

  function tick() {
    const at = now();
    let running = false;
    for (const timer of Object.values(timers)) {
      if (timer.status !== 'running' || timer.endsAt === null) continue;
      const remainingMs = Math.max(0, timer.endsAt - at);
      if (remainingMs === 0) {
        const done = { ...timer, status: 'done' as const, remainingMs: 0, endsAt: null };
        put(done);
        onDone?.(done);
      } else {
        running = true;
        put({ ...timer, remainingMs });
      }
    }
    if (!running) {
      clearInterval(ticker);
      ticker = undefined;
    }
    emit();
  }

  return {
    get: (key: string): StepTimer | undefined => timers[key],
    all: (): Record<string, StepTimer> => timers,
    start(key: string, label: string, durationMs: number) {
      const current = timers[key];
      const left = current && current.status === 'paused' ? current.remainingMs : durationMs;
      put({ key, label, durationMs, status: 'running', remainingMs: left, endsAt: now() + left });
      ticker ??= setInterval(tick, tickMs);
      emit();
    },
    pause(key: string) {
      const timer = timers[key];
      if (timer?.status !== 'running' || timer.endsAt === null) return;
      put({ ...timer, status: 'paused', remainingMs: Math.max(0, timer.endsAt - now()), endsAt: null });
      emit();
    },
    reset(key: string) {
      const timer = timers[key];
      if (!timer) return;
      put({ ...timer, status: 'idle', remainingMs: timer.durationMs, endsAt: null });
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** 605000 → "10:05", 3725000 → "1:02:05". */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** 600 → "10 min", 90 → "1 min 30 s", 45 → "45 s". */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
