/**
 * The pantry API's own words, apart from its schemas (`pantry.ts`) so that a screen can show them without
 * loading zod or the kitchen.
 */
export const PANTRY_MESSAGES = {
  quantity: 'Enter a quantity above 0 and below 100,000.',
  /** The free-text box was empty, or nothing in it read as food. */
  typeWhatYouHave: 'Type what you have, such as "2 eggs, 200 g feta".',
  textOrItems: 'Type what you have, or send items.',
} as const;
