/** What the install card's rule looks at, all known on the device. */
export interface InstallCardState {
  /** The browser has offered installation (its `beforeinstallprompt`). */
  offered: boolean;
  /** The cook said "Not now" before (spec §3 `install-prompt-dismissed`). */
  dismissed: boolean;
  /** The cookie notice was answered: never two cards at once. */
  consentAnswered: boolean;
  /** A recipe was opened on this device (lib/recipe-opened.ts). */
  recipeOpened: boolean;
}

/**
 * The install card shows when the browser offers installation and the cook has not said no (spec §4),
 * once the cookie notice is answered, and only after a first recipe (issue 21): a visitor who has not
 * yet seen what Larder makes is not asked to keep it on their home screen.
 */
export function installCardDue(state: InstallCardState): boolean {
  return state.offered && !state.dismissed && state.consentAnswered && state.recipeOpened;
}
