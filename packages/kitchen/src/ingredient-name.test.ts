import { describe, expect, it } from 'vitest';
import { normaliseName, singularVariants } from './ingredient-name.ts';

describe('normaliseName', () => {
  it.each([
    ['  Crème   Fraîche ', 'creme fraiche'],
    ['Jalapeños', 'jalapenos'],
    ['semi-skimmed milk', 'semi skimmed milk'],
    ["bird's eye chilli", 'birds eye chilli'],
    ['Salt & Pepper', 'salt and pepper'],
    ['5% fat mince', '5% fat mince'],
    ['Lea&Perrins', 'lea and perrins'],
  ])('normalises "%s" to "%s"', (text, expected) => {
    expect(normaliseName(text)).toBe(expected);
  });
});

describe('singularVariants', () => {
  it('undoes plural endings on the last word only', () => {
    expect(singularVariants('cherry tomatoes')).toEqual(['cherry tomato', 'cherry tomatoe']);
    expect(singularVariants('berries')).toEqual(['berry', 'berrie', 'berri']);
    expect(singularVariants('bay leaves')).toEqual(['bay leaf', 'bay leav', 'bay leave']);
    expect(singularVariants('eggs')).toEqual(['egg']);
  });

  it('leaves words that are not plurals alone', () => {
    expect(singularVariants('hummus')).toEqual([]);
    expect(singularVariants('swiss')).toEqual([]);
    expect(singularVariants('tomatoe')).toEqual([]);
  });
});
