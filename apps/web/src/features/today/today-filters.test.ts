import { beforeEach, describe, expect, it } from 'vitest';
import {
  filterChips,
  filterRequest,
  labelsInUse,
  NO_FILTERS,
  NONE_OFF,
  preferenceChips,
  readTakenOff,
  readTodayFilters,
  storedRequest,
  toggledOff,
  withoutFilter,
  writeTakenOff,
  writeTodayFilters,
} from './today-filters.ts';

const SAVED = { diet: ['vegetarian'], allergens: ['peanuts'], dislikes: ['mushrooms'] };
const PICKED = {
  mealType: 'breakfast',
  maxMinutes: 30,
  cuisine: 'middle-eastern',
  diet: ['gluten-free'],
  search: ' leeks ',
} as const;

beforeEach(() => localStorage.clear());

describe("Today's filters", () => {
  it('each filter goes into the request as the server names it, a blank search none', () => {
    expect(filterRequest({ ...NO_FILTERS, mealType: 'breakfast' }, null, NONE_OFF)).toEqual({
      mealType: 'breakfast',
    });
    expect(filterRequest({ ...NO_FILTERS, maxMinutes: 15 }, null, NONE_OFF)).toEqual({ maxMinutes: 15 });
    expect(filterRequest({ ...NO_FILTERS, cuisine: 'thai' }, null, NONE_OFF)).toEqual({ cuisine: 'thai' });
    expect(filterRequest({ ...NO_FILTERS, diet: ['vegan'] }, null, NONE_OFF)).toEqual({ diet: ['vegan'] });
    expect(filterRequest({ ...NO_FILTERS, search: ' leeks ' }, null, NONE_OFF)).toEqual({ search: 'leeks' });
    expect(filterRequest({ ...NO_FILTERS, search: '   ' }, null, NONE_OFF)).toEqual({});
  });

  it('shows each as a chip in words, and removing one leaves the others', () => {
    const chips = filterChips(PICKED);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Breakfast',
      '30 min or less',
      'Middle Eastern',
      'Gluten-free',
      '“leeks”',
    ]);
    for (const chip of chips) {
      const left = filterChips(withoutFilter(PICKED, chip.key)).map((each) => each.label);
      expect(left).toEqual(chips.filter((each) => each !== chip).map((each) => each.label));
    }
  });

  it('survive a reload, and clearing them keeps nothing', () => {
    writeTodayFilters(PICKED);
    expect(readTodayFilters()).toEqual(PICKED);
    writeTodayFilters(NO_FILTERS);
    expect(localStorage.getItem('larder_today_filters')).toBeNull();
    expect(readTodayFilters()).toEqual(NO_FILTERS);
  });

  it('read back only what has the shape of a filter', () => {
    localStorage.setItem(
      'larder_today_filters',
      JSON.stringify({
        mealType: '<b>',
        maxMinutes: 17,
        cuisine: 42,
        diet: ['vegan', 7],
        search: 'x'.repeat(500),
      }),
    );
    const read = readTodayFilters();
    expect(read).toMatchObject({ mealType: null, maxMinutes: null, cuisine: null, diet: ['vegan'] });
    expect(read.search).toHaveLength(100);
    localStorage.setItem('larder_today_filters', '{not json');
    expect(readTodayFilters()).toEqual(NO_FILTERS);
  });
});

describe('the saved preferences as chips', () => {
  it('are "Vegetarian", "No peanuts", "No mushrooms" while on', () => {
    expect(preferenceChips(SAVED, NONE_OFF).map((chip) => chip.label)).toEqual([
      'Vegetarian',
      'No peanuts',
      'No mushrooms',
    ]);
    expect(preferenceChips(null, NONE_OFF)).toEqual([]);
  });

  it('taken off, the request names exactly those kept; none taken off, it names none', () => {
    expect(filterRequest(NO_FILTERS, SAVED, NONE_OFF)).toEqual({});
    const off = toggledOff(NONE_OFF, 'allergens:peanuts', true);
    expect(preferenceChips(SAVED, off).map((chip) => chip.label)).toEqual(['Vegetarian', 'No mushrooms']);
    expect(filterRequest(NO_FILTERS, SAVED, off)).toEqual({
      keptPreferences: { diet: ['vegetarian'], allergens: [], dislikes: ['mushrooms'] },
    });
    // Put back on, the request goes back to naming none.
    expect(filterRequest(NO_FILTERS, SAVED, toggledOff(off, 'allergens:peanuts', false))).toEqual({});
  });

  it('taken off survive a reload, and the labels in use name filters and preferences', () => {
    writeTodayFilters({ ...NO_FILTERS, cuisine: 'thai' });
    writeTakenOff(toggledOff(NONE_OFF, 'dislikes:mushrooms', true));
    expect(readTakenOff()).toEqual({ diet: [], allergens: [], dislikes: ['mushrooms'] });
    expect(storedRequest(SAVED)).toEqual({
      cuisine: 'thai',
      keptPreferences: { diet: ['vegetarian'], allergens: ['peanuts'], dislikes: [] },
    });
    expect(labelsInUse(SAVED)).toEqual(['Thai', 'Vegetarian', 'No peanuts']);
  });
});
