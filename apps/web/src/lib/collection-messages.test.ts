import { createCollectionBody } from '@larder/domain/api/collections';
import { describe, expect, it } from 'vitest';
import { checkCollectionForm, recipeCount } from './collection-messages.ts';

describe('collection words and form', () => {
  it.each([
    { name: '  Weeknights ', description: '' },
    { name: '', description: '' },
    { name: '   ', description: 'Quick ones' },
    { name: 'x'.repeat(61), description: '' },
    { name: 'x'.repeat(60), description: 'y'.repeat(301) },
    { name: 'Soups', description: 'y'.repeat(300) },
  ])('judges %o as the server’s schema does, with its message', (form) => {
    const here = checkCollectionForm(form);
    const server = createCollectionBody.safeParse(form);
    expect(here.ok).toBe(server.success);
    if (server.success && here.ok) {
      expect(here.value).toEqual({ name: server.data.name, description: server.data.description });
    }
    if (!server.success && !here.ok) {
      const messages = server.error.issues.map((issue) => issue.message);
      expect(Object.values(here.errors).sort()).toEqual([...new Set(messages)].sort());
    }
  });

  it('counts recipes in words', () => {
    expect([0, 1, 2].map(recipeCount)).toEqual(['0 recipes', '1 recipe', '2 recipes']);
  });
});
