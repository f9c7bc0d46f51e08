import {
  type CookPreferences,
  DEFAULT_PREFERENCES,
  planAnswersFrom,
  preferencesAfterPlan,
} from '@larder/domain/cook-preferences';
import { storedPlanAnswers } from '@larder/domain/plan-answers-upgrade';
import { DEFAULT_ANSWERS, type PlanAnswers } from '@larder/kitchen/planning';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { PLAN_QUERY_KEY, usePlan, writePlanSnapshot } from '../../lib/plan-cache.ts';
import { removeFlag } from '../../lib/storage.ts';
import { PREFERENCES_QUERY_KEY } from '../preferences/api/get-preferences.ts';
import { createPlan } from './api/create-plan.ts';
import { type BodyDraft, draftFromBody, draftProblems, draftToBody } from './body-draft.ts';
import { type StepId, serverMessage, stepAfter, stepBefore, stepOfField } from './wizard-steps.ts';

export const OFFLINE_MESSAGE = "You're offline. Your answers are kept: try again when you're back online.";

/**
 * The cook's last answers as the wizard's start, with their saved preferences laid over them (diet,
 * allergens, dislikes, household as servings, goal): finishing the wizard saves those back, so the
 * preferences are the newer. The wizard asks for no typed target, and an old start date would plan weeks
 * gone by, so both are left out (the server then starts the plan today).
 */
export function startingAnswers(
  saved: PlanAnswers | null | undefined,
  preferences?: CookPreferences | null,
): PlanAnswers {
  const start = lastAnswers(saved);
  return preferences ? planAnswersFrom(start, preferences) : start;
}

function lastAnswers(saved: PlanAnswers | null | undefined): PlanAnswers {
  if (!saved) return DEFAULT_ANSWERS;
  // A collection planned from last time is not this time's unless the cook comes from it again.
  const {
    startDate: _oldStart,
    collectionId: _oldCollection,
    ...rest
  } = {
    ...DEFAULT_ANSWERS,
    // A device may keep answers from before one set of goals (a weight goal, high protein).
    ...storedPlanAnswers(saved),
    target: null,
  };
  return rest;
}

/** A message from the server, shown at the top of the step it belongs to. */
type StepAlert = { step: StepId; message: string };

/** Everything the wizard holds: one answers object, the step, the body form's text, and the sending. */
export function usePlanWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { current, userId } = usePlan();
  // "Plan my week from this collection" (/plan/wizard?collection=…): its recipes are planned first.
  const [params] = useSearchParams();
  const collectionId = params.get('collection');
  // Null until the cook changes something: till then the saved answers may still arrive and be used.
  const [edited, setEdited] = useState<PlanAnswers | null>(null);
  const answers = edited ?? startingAnswers(current?.answers, current?.cookPreferences);
  const [typedBody, setTypedBody] = useState<BodyDraft | null>(null);
  // An empty "About you" form asks in the cook's units.
  const body = typedBody ?? draftFromBody(answers.body, current?.cookPreferences?.units);
  const [step, setStep] = useState<StepId>('goal');
  // Came here from the review's Edit (or a refused answer): Next goes straight back there.
  const [editing, setEditing] = useState(false);
  const [showBodyProblems, setShowBodyProblems] = useState(false);
  const [alert, setAlert] = useState<StepAlert | null>(null);
  const [sending, setSending] = useState(false);

  const update = (change: Partial<PlanAnswers>) =>
    setEdited((previous) => ({ ...(previous ?? answers), ...change }));

  const go = (next: StepId) => {
    setAlert(null);
    setStep(next);
    if (next === 'review') setEditing(false);
  };

  /** Moves on, except from a body step with problems: those show, and the first one takes focus. */
  const next = () => {
    if (step === 'body') {
      const problems = draftProblems(body);
      const first = Object.keys(problems)[0];
      if (first) {
        setShowBodyProblems(true);
        document.querySelector<HTMLElement>(`#body-${first}, #body-${first}-group input`)?.focus();
        return;
      }
      update({ body: draftToBody(body) });
    }
    go(editing ? 'review' : stepAfter(step));
  };

  const back = () => {
    const before = stepBefore(step);
    if (!before) return void navigate('/plan');
    // Back keeps usable details too; half-typed ones stay in the form for when the cook returns.
    if (step === 'body' && Object.keys(draftProblems(body)).length === 0) update({ body: draftToBody(body) });
    go(before);
  };

  const skipBody = () => {
    // The form keeps what it showed, so coming back and pressing Next brings the details back.
    setTypedBody(body);
    update({ body: null });
    setShowBodyProblems(false);
    go(editing ? 'review' : 'diet');
  };

  const edit = (target: StepId) => {
    go(target);
    setEditing(true);
  };

  const submit = async () => {
    if (sending) return;
    setSending(true);
    setAlert(null);
    try {
      const plan = await createPlan(collectionId ? { ...answers, collectionId } : answers);
      // The server saved the answers' share of the preferences too; the same rule keeps the copy here. Today
      // forgets the goal last picked on this device and starts from the one chosen here, as after Profile.
      const cookPreferences = preferencesAfterPlan(current?.cookPreferences ?? DEFAULT_PREFERENCES, answers);
      removeFlag('larder_cook_choice');
      queryClient.setQueryData(PLAN_QUERY_KEY, { plan, answers, cookPreferences });
      writePlanSnapshot(userId, { plan, answers, cookPreferences });
      // Dropped, not only marked stale: queries are not asked again on mount (spec §9), so Profile would
      // show the goal from before until a reload.
      queryClient.removeQueries({ queryKey: PREFERENCES_QUERY_KEY });
      navigate('/plan');
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError) {
        const owner = stepOfField(error.field) ?? 'review';
        setStep(owner);
        setEditing(owner !== 'review');
        setAlert({ step: owner, message: serverMessage(error.message) });
      } else {
        setAlert({
          step: 'review',
          message:
            error instanceof NetworkError ? OFFLINE_MESSAGE : 'Something went wrong. Please try again.',
        });
      }
    }
  };

  return {
    answers,
    fromCollection: collectionId !== null,
    update,
    body,
    setBody: setTypedBody,
    bodyProblems: showBodyProblems ? draftProblems(body) : {},
    step,
    editing,
    alert: alert?.step === step ? alert.message : null,
    sending,
    next,
    back,
    skipBody,
    edit,
    submit,
  };
}

export type PlanWizard = ReturnType<typeof usePlanWizard>;
