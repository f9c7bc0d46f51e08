/** The device-local flags of spec §3, in one place. Reads never throw (private mode, quota, SSR). */
export type StorageKey =
  | 'intro_completed'
  | 'hasSeenOnboardingPro'
  | 'pending_recipe'
  | 'cookie_consent_dismissed'
  | 'att_permission'
  | 'fb_external_id'
  | 'auth_reset_cooldown_expires'
  | 'install-prompt-dismissed'
  | 'app-store-banner-dismissed'
  | 'notificationPreferences'
  | 'notification_last_sync'
  | 'notification_tag_schema_version'
  | 'larder_public_config'
  /** The pantry as the server last answered it, so Today opens offline (lib/pantry-cache.ts). */
  | 'larder_pantry'
  /** Pantry edits waiting for the server, in order (lib/pantry-queue.ts, an outbox). */
  | 'larder_pantry_queue'
  /** Recipes opened lately, so a recipe being cooked still opens offline. */
  | 'larder_recent_recipes'
  /** Free recipes left today, as the server last said (features/today/offline-kitchen.ts). */
  | 'larder_allowance'
  /** Generations the kitchen made on this device while offline, waiting to reach the server (an outbox). */
  | 'larder_offline_generations'
  /** The current meal plan and wizard defaults as the server last answered (lib/plan-cache.ts). */
  | 'larder_plan'
  /** The shopping list as the server last answered (lib/shopping-cache.ts). */
  | 'larder_shopping_list'
  /** Shopping-list check-offs and additions waiting for the server (features/meal-plan/shopping-queue.ts, an outbox). */
  | 'larder_shopping_queue'
  /** The cook's collections and those opened lately, as the server last answered (lib/collections-cache.ts). */
  | 'larder_collections'
  /** Collection changes waiting for the server (features/collections/collections-queue.ts, an outbox). */
  | 'larder_collections_queue'
  /** Set once a recipe was opened on this device; the install card waits for it (lib/recipe-opened.ts). */
  | 'larder_recipe_opened'
  /** The goal and servings last asked for on Today. */
  | 'larder_cook_choice'
  /** Today's filters and search last asked for (features/today/today-filters.ts). */
  | 'larder_today_filters'
  /** Saved preferences the cook took off Today's suggestions ("Vegetarian ×"), until Profile saves again. */
  | 'larder_preferences_off'
  /** This device's id for push reminders, a UUID made once (features/notifications/push-device.ts). */
  | 'larder_push_device'
  /** An account was signed in on this device once (lib/signed-in-before.ts): account pages offer sign-in first. */
  | 'larder_signed_in_before'
  /** The last known session's user (spec §9 "Auth storage key: auth"), so the app starts knowing who is in. */
  | 'auth';

export function readFlag(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; the app keeps working, the flag is just not remembered.
  }
}

export function removeFlag(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
