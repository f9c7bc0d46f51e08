/** The loading screen's stages by percent of progress (spec §4). */
export const LOADING_STAGES = [
  { from: 0, label: 'Preheating' },
  { from: 20, label: 'Gathering ingredients' },
  { from: 40, label: 'Consulting the AI chef database' },
  { from: 60, label: 'Preparing suggestions' },
  { from: 80, label: 'Finishing touches' },
  { from: 95, label: 'Kitchen ready' },
] as const;

export type LoadingStage = (typeof LOADING_STAGES)[number]['label'];

/** The stage for a progress percentage; values outside 0–100 are clamped. */
export function loadingStage(percent: number): LoadingStage {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  let stage: LoadingStage = LOADING_STAGES[0].label;
  for (const candidate of LOADING_STAGES) if (clamped >= candidate.from) stage = candidate.label;
  return stage;
}
