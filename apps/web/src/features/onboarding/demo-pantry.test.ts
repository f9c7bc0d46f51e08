import { describe, expect, it } from 'vitest';
import { DEMO_FRIDGE } from './demo-fridge.ts';
import { addDays, demoPantryItems } from './demo-pantry.ts';

describe('the demo fridge as the cook’s pantry', () => {
  it('dates each food from today as the demo showed it', () => {
    const items = demoPantryItems('2026-02-27', []);
    expect(items.map((item) => item.name)).toEqual(DEMO_FRIDGE.map((item) => item.name));
    for (const [index, item] of items.entries()) {
      const shown = DEMO_FRIDGE[index];
      expect(item.expiresOn).toBe(addDays('2026-02-27', shown?.expiresInDays ?? Number.NaN));
      expect(item.place).toBe('fridge');
    }
    expect(items[0]?.expiresOn).toBe('2026-02-28');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('adds nothing the pantry already holds, in one or many, whatever the case', () => {
    const held = [{ name: 'egg' }, { name: ' BABY SPINACH' }];
    const names = demoPantryItems('2026-02-27', held).map((item) => item.name.toLowerCase());
    expect(names).not.toContain('eggs');
    expect(names).not.toContain('baby spinach');
    expect(names).toHaveLength(DEMO_FRIDGE.length - 2);
    expect(demoPantryItems('2026-02-27', DEMO_FRIDGE)).toEqual([]);
  });

  it('knows a food the server renamed by its catalog food', () => {
    const held = [{ name: 'spinach', ingredientId: 'spinach' }];
    expect(demoPantryItems('2026-02-27', held).map((item) => item.name)).not.toContain('Baby spinach');
  });
});
