import { describe, expect, it } from 'vitest';
import { loadingStage } from './loading-stages.ts';

describe('loading stages (spec §4)', () => {
  it.each([
    [0, 'Preheating'],
    [19.9, 'Preheating'],
    [20, 'Gathering ingredients'],
    [39, 'Gathering ingredients'],
    [40, 'Consulting the AI chef database'],
    [60, 'Preparing suggestions'],
    [79, 'Preparing suggestions'],
    [80, 'Finishing touches'],
    [94, 'Finishing touches'],
    [95, 'Kitchen ready'],
    [100, 'Kitchen ready'],
    [-5, 'Preheating'],
    [250, 'Kitchen ready'],
    [Number.NaN, 'Preheating'],
  ])('%s%% → %s', (percent, stage) => expect(loadingStage(percent)).toBe(stage));
});
