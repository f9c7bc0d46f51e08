import { searchIngredients } from '@larder/kitchen/catalog';
import { dayFirstFor, parsePantryText, placeNewItem, readAmount, readUnit } from '@larder/kitchen/pantry';
import type { NewPantryItem, PantryItemDto } from '../../lib/pantry-types.ts';
import { fragmentStart, type Typeahead } from './typeahead.ts';

/**
 * The kitchen engine's part of fast entry, loaded only once the cook starts typing (it carries the
 * ingredient catalog, which stays out of the first screen's code).
 */

/** Catalog matches for the item being typed: "2 eggs, 200g fe" looks up "fe". */
export function typeahead(text: string, limit = 6): Typeahead | null {
  let from = fragmentStart(text);
  const skip = (length: number) => {
    from += length;
  };
  skip(/^\s*/.exec(text.slice(from))?.[0].length ?? 0);
  const amount = readAmount(text.slice(from));
  if (amount) {
    skip(amount.length);
    const unit = readUnit(text.slice(from));
    if (unit) skip(unit.length);
    skip(/^\s*(?:of\s+)?/i.exec(text.slice(from))?.[0].length ?? 0);
  }
  const query = text.slice(from).trim();
  if (query.length < 2) return null;
  const options = searchIngredients(query, limit).map(({ ingredient, matched }) => ({
    id: ingredient.id,
    name: ingredient.name,
    alias: matched.toLowerCase() === ingredient.name.toLowerCase() ? null : matched,
  }));
  return options.length > 0 ? { from, options } : null;
}

/** A typo the kitchen reads as the food it clearly means: "brocoli" → broccoli. */
export interface Correction {
  typed: string;
  name: string;
}

/** The typos in what is typed so far that will be read as foods, to show before the cook adds them. */
export function corrections(text: string): Correction[] {
  const found = new Map<string, Correction>();
  for (const item of parsePantryText(text)) {
    if (item.correctedFrom) found.set(item.correctedFrom, { typed: item.correctedFrom, name: item.name });
  }
  return [...found.values()];
}

export interface ReadItem {
  item: NewPantryItem;
  preview: Omit<PantryItemDto, 'id'>;
}

/**
 * Free text read on the device, for when the server cannot be reached: the same parser the server
 * runs (dates in words read as this device writes them), with the catalog's usual place and an estimated
 * expiry to show until the server answers.
 */
export function readPantryText(text: string, today: string, locale = navigator.language): ReadItem[] {
  return parsePantryText(text, { today, dayFirst: dayFirstFor(locale) }).map((parsed) => {
    const said = {
      ...(parsed.place ? { place: parsed.place } : {}),
      ...(parsed.expiresOn ? { expiresOn: parsed.expiresOn } : {}),
      ...(parsed.openedOn ? { opened: true } : {}),
    };
    const { place, expiresOn, expiryEstimated } = placeNewItem(parsed.ingredientId, today, {
      ...said,
      ...(parsed.boughtOn ? { boughtOn: parsed.boughtOn } : {}),
    });
    return {
      item: {
        name: parsed.name,
        quantity: parsed.quantity,
        unit: parsed.unit,
        ...said,
        ...(parsed.boughtOn && expiresOn ? { expiresOn } : {}),
      },
      preview: {
        name: parsed.name,
        ingredientId: parsed.ingredientId,
        quantity: parsed.quantity,
        unit: parsed.unit,
        place,
        expiresOn,
        expiryEstimated,
        opened: parsed.openedOn !== undefined,
        addedOn: today,
        ...(parsed.suggestion ? { suggestion: parsed.suggestion } : {}),
        ...(parsed.correctedFrom ? { correctedFrom: parsed.correctedFrom } : {}),
      },
    };
  });
}
