import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import type { Role } from '../catalog-types.ts';
import type { SlotKind } from './archetype.ts';
import { ARCHETYPES } from './archetypes.ts';
import { dishSlots } from './fill-dish.ts';

/** Olives and a jar of tomato sauce do a vegetable's job, whatever their catalog roles say. */
const VEGETABLE_LIKE = new Set(['black-olives', 'green-olives', 'pasta-sauce']);

/** Roles an option may have for the kind of slot it fills ('flavour' slots take seasonings of any role). */
const KIND_ROLES: Readonly<Record<Exclude<SlotKind, 'flavour'>, readonly Role[]>> = {
  protein: ['protein', 'dairy'],
  vegetable: ['vegetable', 'fruit', 'aromatic'],
  starch: ['starch'],
  dairy: ['dairy', 'protein', 'fat'],
  fat: ['fat'],
  liquid: ['liquid'],
  fruit: ['fruit'],
};
describe('the dish archetypes', () => {
  it('cover the ten dishes the issue names and more, each with cuisines of its own', () => {
    const ids = ARCHETYPES.map((archetype) => archetype.id);
    for (const id of [
      'stir-fry',
      'frittata',
      'soup',
      'curry',
      'grain-bowl',
      'pasta',
      'tray-bake',
      'salad',
      'wrap',
      'fried-rice',
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids.length).toBeGreaterThanOrEqual(13);
    const cuisines = (id: string) =>
      ARCHETYPES.find((archetype) => archetype.id === id)?.flavours.map((flavour) => flavour.cuisine);
    expect(cuisines('curry')).toEqual(['indian', 'thai']);
    expect(cuisines('stir-fry')).toEqual(['chinese', 'korean', 'japanese']);
    for (const archetype of ARCHETYPES)
      expect(archetype.flavours.length, archetype.id).toBeGreaterThanOrEqual(2);
  });

  it('fill their slots only with catalog ingredients whose roles suit the slot', () => {
    const problems: string[] = [];
    for (const archetype of ARCHETYPES) {
      for (const flavour of archetype.flavours) {
        for (const slot of dishSlots(archetype, flavour)) {
          for (const id of slot.options) {
            const ingredient = getIngredient(id);
            const where = `${archetype.id}/${flavour.id}/${slot.id}: ${id}`;
            if (!ingredient) problems.push(`${where} is not in the catalog`);
            else if (slot.kind !== 'flavour' && !VEGETABLE_LIKE.has(id)) {
              const roles = KIND_ROLES[slot.kind];
              if (!ingredient.roles.some((role) => roles.includes(role))) {
                problems.push(`${where} has roles ${ingredient.roles.join(', ')}`);
              }
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
