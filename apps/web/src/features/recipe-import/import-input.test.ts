import { describe, expect, it } from 'vitest';
import { importBodyFor } from './import-input.ts';

describe('importBodyFor', () => {
  it('sends a link as a url, and a page as html', () => {
    expect(importBodyFor(' https://cook.example/soup ', null)).toEqual({ url: 'https://cook.example/soup' });
    expect(importBodyFor('www.cook.example/soup', 'c1')).toEqual({
      url: 'https://www.cook.example/soup',
      collectionId: 'c1',
    });
    expect(importBodyFor('<!doctype html><html><body>Soup</body></html>', null)).toEqual({
      html: '<!doctype html><html><body>Soup</body></html>',
    });
    expect(importBodyFor('Some text <div class="recipe">x</div>', null)).toEqual({
      html: 'Some text <div class="recipe">x</div>',
    });
  });
});
