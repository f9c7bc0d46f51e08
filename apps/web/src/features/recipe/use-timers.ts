import { useSyncExternalStore } from 'react';
import { notify } from '../../components/ui/toast-store.ts';
import { ringAlarm } from './alarm.ts';
import { createTimerStore, type StepTimer } from './timers.ts';

/** The app's step timers: they keep running while the cook moves around the app. */
export const recipeTimers = createTimerStore({
  onDone: (timer) => {
    ringAlarm();
    notify({ title: 'Timer done', description: timer.label, tone: 'success' });
  },
});

export function useTimer(key: string): StepTimer | undefined {
  const get = () => recipeTimers.get(key);
  return useSyncExternalStore(recipeTimers.subscribe, get, get);
}

export const timerKey = (recipeId: string, step: number) => `${recipeId}:${step}`;
