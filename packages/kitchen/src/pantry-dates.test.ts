import { describe, expect, it } from 'vitest';
import { daysUntil, placeNewItem } from './pantry.ts';
import { dayFirstFor, readDateWords } from './pantry-dates.ts';
import { parsePantryText } from './parse-pantry-text.ts';

// A Tuesday.
const UK = { today: '2026-11-24', dayFirst: true };
const US = { today: '2026-11-24', dayFirst: false };

describe('readDateWords', () => {
  it.each([
    ['chicken thighs that go off tomorrow', 'chicken thighs', '2026-11-25'],
    ['chicken thighs that goes off tomorrow', 'chicken thighs', '2026-11-25'],
    ['milk, use by Friday', 'milk', '2026-11-27'],
    ['milk use by fri', 'milk', '2026-11-27'],
    ['feta best before 3 Dec', 'feta', '2026-12-03'],
    ['feta (best before 3rd December)', 'feta', '2026-12-03'],
    ['feta bb Dec 3', 'feta', '2026-12-03'],
    ['200g feta - best before: December 3rd, 2026', '200g feta', '2026-12-03'],
    ['yoghurt expires 28/11', 'yoghurt', '2026-11-28'],
    ['yoghurt exp 28.11.26', 'yoghurt', '2026-11-28'],
    ['yoghurt expires 2026-11-30', 'yoghurt', '2026-11-30'],
    ['spinach use today', 'spinach', '2026-11-24'],
    ['spinach goes off tonight', 'spinach', '2026-11-24'],
    ['mince use in 3 days', 'mince', '2026-11-27'],
    ['mince goes off in two days', 'mince', '2026-11-26'],
    ['ham use within 2 days', 'ham', '2026-11-26'],
    ['cheddar good until next week', 'cheddar', '2026-12-01'],
    ['salmon off on Saturday', 'salmon', '2026-11-28'],
    ['salmon use by this weekend', 'salmon', '2026-11-28'],
    ['pork chops use by the weekend', 'pork chops', '2026-11-28'],
    ['bread use by next Tuesday', 'bread', '2026-12-01'],
    ['cream expiring Tuesday', 'cream', '2026-11-24'],
    ['soup use by 3 Jan', 'soup', '2027-01-03'],
  ])('%s → %s, expiring %s', (line, rest, expiresOn) => {
    expect(readDateWords(line, UK)).toEqual({ rest, expiresOn });
  });

  it('reads 11/28 month first where the cook writes dates that way', () => {
    expect(readDateWords('yoghurt expires 11/28', US)).toEqual({ rest: 'yoghurt', expiresOn: '2026-11-28' });
  });

  it('reads the only order that makes a date, whatever the locale: 28/11 in the US, 11/28 in the UK', () => {
    expect(readDateWords('yoghurt expires 28/11', US)).toEqual({ rest: 'yoghurt', expiresOn: '2026-11-28' });
    expect(readDateWords('yoghurt expires 11/28', UK)).toEqual({ rest: 'yoghurt', expiresOn: '2026-11-28' });
    expect(readDateWords('yoghurt expires 11/12', US).expiresOn).toBe('2026-11-12');
    expect(readDateWords('yoghurt expires 11/12', UK).expiresOn).toBe('2026-12-11');
  });

  it.each([
    ['ham opened yesterday', 'ham', { openedOn: '2026-11-23' }],
    ['passata opened on Sunday', 'passata', { openedOn: '2026-11-22' }],
    ['jar of pesto opened 3 days ago', 'jar of pesto', { openedOn: '2026-11-21' }],
    ['bread bought today', 'bread', { boughtOn: '2026-11-24' }],
    ['bread bought Monday', 'bread', { boughtOn: '2026-11-23' }],
    ['strawberries got 2 days ago', 'strawberries', { boughtOn: '2026-11-22' }],
    ['bread bought 3 Dec', 'bread', { boughtOn: '2025-12-03' }],
  ])('%s → %s, %o', (line, rest, dates) => {
    expect(readDateWords(line, UK)).toEqual({ rest, ...dates });
  });

  it.each([
    ['2 tins of tomatoes'],
    ['3 days of leftovers'],
    ['200 g butter'],
    ['best ever chilli'],
    ['use up the cheese'],
    ['runner beans'],
    ['1/2 cabbage'],
    ['yoghurt expires 31/11'],
  ])('leaves %s as it is: no date in it', (line) => {
    expect(readDateWords(line, UK)).toEqual({ rest: line });
  });
});

describe('parsePantryText with the cook’s calendar', () => {
  it('dates the items of a fridge typed as a cook says it', () => {
    const items = parsePantryText(
      'half a cabbage, 3 eggs, some cheddar, 2 leeks, chicken thighs that go off tomorrow, spinach, use today, ham opened yesterday',
      UK,
    );
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(byName['chicken thigh']).toMatchObject({ ingredientId: 'chicken-thigh', expiresOn: '2026-11-25' });
    expect(byName.spinach).toMatchObject({ expiresOn: '2026-11-24' });
    expect(byName.ham).toMatchObject({ openedOn: '2026-11-23' });
    expect(byName.egg).toMatchObject({ quantity: 3 });
    expect(byName.egg?.expiresOn).toBeUndefined();
    expect(items).toHaveLength(7);
  });

  it('reads no dates without the calendar', () => {
    const [item] = parsePantryText('milk use by Friday');
    expect(item?.expiresOn).toBeUndefined();
  });
});

describe('dayFirstFor', () => {
  it.each([
    ['en-GB', true],
    ['en-US', false],
    ['en-us', false],
    ['en_PH', false],
    ['fr-FR', true],
    ['de', true],
    ['en-US,en;q=0.9', false],
    ['en-GB,en-US;q=0.8', true],
    ['', true],
    [undefined, true],
  ])('%s writes the day first: %s', (locale, dayFirst) => {
    expect(dayFirstFor(locale)).toBe(dayFirst);
  });
});

describe('placeNewItem', () => {
  it('estimates the expiry from the day the cook bought it, when said', () => {
    const bought = placeNewItem('spinach', '2026-11-24', { boughtOn: '2026-11-20' });
    const today = placeNewItem('spinach', '2026-11-24');
    expect(bought.expiryEstimated).toBe(true);
    expect(daysUntil(bought.expiresOn, '2026-11-24')).toBe(
      (daysUntil(today.expiresOn, '2026-11-24') ?? 0) - 4,
    );
  });

  it('dates a leftover from the day it was made: "from Sunday", "made yesterday", "cooked on Monday"', () => {
    expect(readDateWords('cooked rice from sunday', UK)).toEqual({
      rest: 'cooked rice',
      boughtOn: '2026-11-22',
    });
    expect(readDateWords('bolognese made yesterday', UK)).toEqual({
      rest: 'bolognese',
      boughtOn: '2026-11-23',
    });
    expect(readDateWords('chilli cooked on monday', UK)).toEqual({ rest: 'chilli', boughtOn: '2026-11-23' });
    expect(readDateWords('cheddar from tesco', UK)).toEqual({ rest: 'cheddar from tesco' });
  });
});
