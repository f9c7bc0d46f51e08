import { describe, expect, it } from 'vitest';
import { expandAliases } from './aliases.ts';

describe('expandAliases', () => {
  it('splits on bars and expands (s) and (es) into singular and plural', () => {
    expect(expandAliases('spring onions | scallion(s) |  green   onion(s) | radish(es)')).toEqual([
      'spring onions',
      'scallion',
      'scallions',
      'green onion',
      'green onions',
      'radish',
      'radishes',
    ]);
  });

  it('gives nothing for a missing or blank list', () => {
    expect(expandAliases(undefined)).toEqual([]);
    expect(expandAliases(' | ')).toEqual([]);
  });
});
