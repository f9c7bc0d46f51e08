import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS, profileCheck } from '../diet-profile.ts';
import { indexPantry } from '../pantry-cover.ts';
import type { Recipe } from '../recipe.ts';
import type { Archetype } from './archetype.ts';
import { buildRecipe } from './build-recipe.ts';
import { burger } from './dishes/burger.ts';
import { frittata } from './dishes/frittata.ts';
import { hash } from './dishes/hash.ts';
import { stirFry } from './dishes/stir-fry.ts';
import { wrap } from './dishes/wrap.ts';
import { dishSlots, makeKitchen, type Pick } from './fill-dish.ts';

/**
 * Cook review, fault 10: a dish for many that must be cooked in batches says so, and its time counts the
 * batches: eight quesadillas one at a time are not done "in 23 minutes", a hash for eight is not one pan.
 */

const kitchen = makeKitchen(indexPantry([], '2025-06-01'), profileCheck(NO_RESTRICTIONS), 'use-it-up', 4, 4);

/** The recipe built from these ingredients, each in its slot, for `servings`. */
function built(
  archetype: Archetype,
  flavourId: string,
  fills: Record<string, string>,
  servings: number,
): Recipe {
  const flavour = archetype.flavours.find((each) => each.id === flavourId);
  if (!flavour) throw new Error(`${archetype.id} has no ${flavourId} flavour`);
  const slots = dishSlots(archetype, flavour);
  const picks: Pick[] = Object.entries(fills).map(([slotId, id]) => {
    const slot = slots.find((each) => each.id === slotId);
    const ingredient = getIngredient(id);
    if (!slot || !ingredient) throw new Error(`no ${slotId} slot or no ${id}`);
    return { ingredient, slot, fromPantry: false };
  });
  return buildRecipe(archetype, flavour, picks, kitchen, servings).recipe;
}

const total = (recipe: Recipe) => recipe.prepMinutes + recipe.cookMinutes;

describe('dishes for many, cooked in batches', () => {
  it('times quesadillas made one at a time for every one of them', () => {
    const fills = {
      wrap: 'flour-tortilla',
      cheese: 'cheddar',
      protein: 'black-beans',
      veg: 'red-pepper',
      fat: 'olive-oil',
    };
    const two = built(wrap, 'mexican', fills, 2);
    const eight = built(wrap, 'mexican', fills, 8);
    expect(eight.steps.map((step) => step.text).join(' ')).toMatch(/one at a time/);
    // Six more quesadillas at about six minutes each.
    expect(eight.cookMinutes - two.cookMinutes).toBeGreaterThanOrEqual(30);
  });

  it('fries a hash for eight in batches, and counts them', () => {
    const fills = { starch: 'potato', onion: 'onion', egg: 'egg', fat: 'olive-oil', protein: 'bacon' };
    const four = built(hash, 'british', fills, 4);
    const eight = built(hash, 'british', fills, 8);
    expect(eight.steps.map((step) => step.text).join(' ')).toMatch(/in batches/);
    expect(eight.steps).toEqual(four.steps);
    expect(total(eight)).toBeGreaterThan(total(four) + 15);
  });

  it('cooks burgers for eight in batches in a pan that holds four', () => {
    const fills = { protein: 'minced-beef', bread: 'burger-bun', veg: 'lettuce', fat: 'olive-oil' };
    const four = built(burger, 'american', fills, 4);
    const eight = built(burger, 'american', fills, 8);
    expect(eight.steps.map((step) => step.text).join(' ')).toMatch(/in batches/);
    // The same words at any size: only the time counts the batches.
    expect(eight.steps).toEqual(four.steps);
    expect(eight.cookMinutes).toBeGreaterThanOrEqual(four.cookMinutes + 10);
  });

  it('counts both frittatas when eggs for eight are set one pan after the other', () => {
    const fills = { egg: 'egg', veg: 'courgette', fat: 'olive-oil' };
    const four = built(frittata, 'italian', fills, 4);
    const eight = built(frittata, 'italian', fills, 8);
    expect(eight.steps.map((step) => step.text).join(' ')).toMatch(/in 2 batches/);
    expect(eight.cookMinutes).toBeGreaterThanOrEqual(four.cookMinutes + 10);
  });
});

describe('the rice put on first', () => {
  it('simmers while the cook slices and chops: a stir-fry over rice takes its preparation and pan time, the rice within them', () => {
    const stirFryDish = built(
      stirFry,
      'chinese',
      {
        protein: 'chicken-breast',
        veg: 'broccoli',
        starch: 'jasmine-rice',
        sauce: 'soy-sauce',
        fat: 'vegetable-oil',
      },
      2,
    );
    const [rice, ...rest] = stirFryDish.steps;
    expect(rice?.text).toMatch(/^Rinse the jasmine rice/);
    const riceMinutes = (rice?.timerSeconds ?? 0) / 60;
    const panMinutes = rest.reduce((sum, step) => sum + (step.timerSeconds ?? 0), 0) / 60;
    expect(riceMinutes).toBeGreaterThan(panMinutes);
    // Not the rice after the preparation: the chopping happens while the rice simmers.
    expect(total(stirFryDish)).toBeLessThan(stirFryDish.prepMinutes + riceMinutes + 2);
    expect(total(stirFryDish)).toBeGreaterThanOrEqual(
      Math.max(stirFryDish.prepMinutes + panMinutes, riceMinutes),
    );
  });
});
