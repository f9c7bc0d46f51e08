import { COLLECTION_MESSAGES, DESCRIPTION_MAX, NAME_MAX } from '@larder/domain/collection-messages';

export { DESCRIPTION_MAX, NAME_MAX };

/** The collection form's checks, with the contract's words and limits (zod-free, for the screens). */
export const COLLECTION_WORDS = COLLECTION_MESSAGES;

export interface CollectionForm {
  name: string;
  description: string;
}

export type CollectionFormErrors = Partial<Record<keyof CollectionForm, string>>;

/** The form's fields as the server takes them (trimmed), or what to fix, field by field. */
export function checkCollectionForm(
  form: CollectionForm,
): { ok: true; value: CollectionForm } | { ok: false; errors: CollectionFormErrors } {
  const name = form.name.trim();
  const description = form.description.trim();
  const errors: CollectionFormErrors = {};
  if (name === '') errors.name = COLLECTION_WORDS.name;
  else if (name.length > NAME_MAX) errors.name = COLLECTION_WORDS.nameLength;
  if (description.length > DESCRIPTION_MAX) errors.description = COLLECTION_WORDS.descriptionLength;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { name, description } };
}

/** "1 recipe", "3 recipes". */
export function recipeCount(count: number): string {
  return count === 1 ? '1 recipe' : `${count} recipes`;
}
