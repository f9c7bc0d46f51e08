import { describe, expect, it } from 'vitest';
import { complete, fragmentStart } from './typeahead.ts';
import { corrections, readPantryText, typeahead } from './typeahead-engine.ts';

describe('fast entry type-ahead', () => {
  it('finds the item being typed', () => {
    expect(fragmentStart('2 eggs, 200g fe')).toBe(7);
    expect(fragmentStart('eggs and fet')).toBe(9);
    expect(fragmentStart('feta')).toBe(0);
  });

  it('looks up the name after the amount and unit', () => {
    const found = typeahead('2 eggs, 200g fet');
    expect(found?.from).toBe(13);
    expect(found?.options[0]?.name).toBe('feta');
    expect(typeahead('a bunch of corian')?.options[0]?.name).toBe('coriander');
  });

  it('names the alias that matched', () => {
    expect(typeahead('zucchi')?.options[0]).toMatchObject({ name: 'courgette', alias: 'zucchini' });
  });

  it('waits for two letters', () => {
    expect(typeahead('2 eggs, f')).toBeNull();
  });

  it('completes the item and gets ready for the next', () => {
    expect(complete('2 eggs, 200g fet', 13, 'feta')).toBe('2 eggs, 200g feta, ');
  });
});

describe('reading free text on the device', () => {
  it('reads every item, corrects clear typos, keeps unknown words and estimates expiry', () => {
    const items = readPantryText('2 eggs, 200g feta and half a cucumber, 3 chickn, pasata', '2026-03-10');
    expect(items.map((i) => [i.item.name, i.item.quantity, i.item.unit])).toEqual([
      ['egg', 2, 'piece'],
      ['feta', 200, 'g'],
      ['cucumber', 0.5, 'piece'],
      ['chicken breast', 3, 'piece'],
      ['pasata', null, null],
    ]);
    expect(items[1]?.preview).toMatchObject({ place: 'fridge', expiryEstimated: true });
    expect(items[3]?.preview).toMatchObject({ ingredientId: 'chicken-breast', correctedFrom: 'chickn' });
    expect(items[4]?.preview.suggestion).toBeDefined();
  });

  it('says which typos will be read as which foods, once each', () => {
    expect(corrections('brocoli, chiken thighs, 2 brocoli, dragonfly wings')).toEqual([
      { typed: 'brocoli', name: 'broccoli' },
      { typed: 'chiken thighs', name: 'chicken thigh' },
    ]);
    expect(corrections('2 eggs, broccoli')).toEqual([]);
  });

  it('reads dates said in words as this device writes them, and keeps them for the server', () => {
    const [chicken, yoghurt, ham] = readPantryText(
      'chicken thighs that go off tomorrow, yoghurt expires 04/05, ham opened yesterday',
      '2026-03-10',
      'en-US',
    );
    expect(chicken?.item).toMatchObject({ name: 'chicken thigh', expiresOn: '2026-03-11' });
    expect(chicken?.preview).toMatchObject({ expiresOn: '2026-03-11', expiryEstimated: false });
    expect(yoghurt?.item.expiresOn).toBe('2026-04-05');
    expect(readPantryText('yoghurt expires 04/05', '2026-03-10', 'en-GB')[0]?.item.expiresOn).toBe(
      '2026-05-04',
    );
    expect(ham?.item).toMatchObject({ name: 'ham', opened: true });
    expect(ham?.preview.opened).toBe(true);
  });

  it('reads leftovers as the server does: two portions in the fridge, a sealed rice pouch in the cupboard', () => {
    const [rice, pouches] = readPantryText('leftover rice, 2 pouches of microwave rice', '2026-03-10');
    expect(rice?.item).toMatchObject({ name: 'cooked rice', quantity: 300, unit: 'g' });
    expect(rice?.preview).toMatchObject({ place: 'fridge', expiresOn: '2026-03-13' });
    expect(pouches?.item).toMatchObject({ name: 'cooked rice', quantity: 500, place: 'cupboard' });
    expect(pouches?.preview).toMatchObject({ place: 'cupboard', expiresOn: '2026-09-06' });
  });
});
