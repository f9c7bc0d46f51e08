import '../zod.ts';
import { z } from 'zod';

/** A list of known words; an unknown one is named in the message, and the error names the list's field. */
export function listOf<T extends string>(known: readonly T[], what: string) {
  return z
    .array(z.string({ error: `Each ${what} is a word such as ${known[0]}.` }), {
      error: `Send a list of ${what}s.`,
    })
    .max(known.length, { error: `Send at most ${known.length} ${what}s.` })
    .superRefine((values, context) => {
      const unknown = values.find((value) => !(known as readonly string[]).includes(value));
      if (unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${unknown}" is not a ${what} Larder knows. Use: ${known.join(', ')}.`,
        });
      }
    })
    .transform((values) => [...new Set(values)] as T[]);
}
