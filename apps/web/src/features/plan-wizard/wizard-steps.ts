/** The wizard's steps, in order, and which step owns each answer (to send the cook back to fix it). */

export const WIZARD_STEPS = [
  {
    id: 'goal',
    name: 'Goal',
    title: "What's your goal?",
    lead: 'We plan meals that help you get there.',
  },
  {
    id: 'body',
    name: 'About you',
    title: 'About you',
    lead: 'A few details let us work out how much to eat in a day. You can skip this.',
  },
  {
    id: 'diet',
    name: 'Diet',
    title: 'What do you eat?',
    lead: "Tell us what to leave out, and we'll never plan it.",
  },
  {
    id: 'week',
    name: 'Your week',
    title: 'Your week',
    lead: 'How many days, which meals, and how long you have to cook.',
  },
  {
    id: 'review',
    name: 'Review',
    title: 'Review your plan',
    lead: 'Check your answers, then we make your week.',
  },
] as const;

export type StepId = (typeof WIZARD_STEPS)[number]['id'];
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step's place in the wizard, from 0. */
export function stepIndex(id: StepId): number {
  return WIZARD_STEPS.findIndex((step) => step.id === id);
}

export function stepAfter(id: StepId): StepId {
  return WIZARD_STEPS[Math.min(stepIndex(id) + 1, WIZARD_STEPS.length - 1)]?.id ?? 'review';
}

/** The step before, or null on the first (Back then leaves the wizard). */
export function stepBefore(id: StepId): StepId | null {
  const index = stepIndex(id);
  return index > 0 ? (WIZARD_STEPS[index - 1]?.id ?? null) : null;
}

/** The first part of an answer's path (`dislikes.0` → `dislikes`) to the step that asks for it. */
const FIELD_STEPS: Readonly<Record<string, StepId>> = {
  goal: 'goal',
  body: 'body',
  diet: 'diet',
  allergens: 'diet',
  dislikes: 'diet',
  days: 'week',
  meals: 'week',
  servings: 'week',
  weekdayMinutes: 'week',
  weekendMinutes: 'week',
  leftovers: 'week',
};

/** The step that owns a server error's field, or null when no step asks for it (it shows on review). */
export function stepOfField(field: string | undefined): StepId | null {
  const head = field?.split('.')[0];
  return head && Object.hasOwn(FIELD_STEPS, head) ? (FIELD_STEPS[head] ?? null) : null;
}

/** An answer's path as the server names it: `dislikes.0`, `body.age`. */
const FIELD_PATH = /^[A-Za-z][\w.]*$/;

/**
 * The server's words without the answer's path they start with (`dislikes.0: Larder doesn't know…`):
 * the message already shows on the step that asks for it, so the path is only noise to the cook. A
 * sentence that merely contains a colon is left whole.
 */
export function serverMessage(message: string): string {
  const cut = message.indexOf(': ');
  return cut > 0 && FIELD_PATH.test(message.slice(0, cut)) ? message.slice(cut + 2) : message;
}
