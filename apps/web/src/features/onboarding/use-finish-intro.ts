import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AFTER_INTRO_PATH, markIntroCompleted } from './onboarding-flow.ts';

/** Ends the introduction (finished or skipped): sets intro_completed and replaces the step with /today. */
export function useFinishIntro(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    markIntroCompleted();
    navigate(AFTER_INTRO_PATH, { replace: true });
  }, [navigate]);
}
