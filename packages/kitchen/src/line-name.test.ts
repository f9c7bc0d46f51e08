import { describe, expect, it } from 'vitest';
import { lineAmountAndName } from './line-name.ts';

describe('a recipe line as the cook reads it', () => {
  it('names the piece a line counts when it is not the food itself (the blind set read "16 roast beef")', () => {
    expect(lineAmountAndName('roast beef', 16, null, 'slice')).toBe('16 slices of roast beef');
    expect(lineAmountAndName('ham', 1, null, 'slice')).toBe('1 slice of ham');
    expect(lineAmountAndName('mackerel', 2, null, 'fillet')).toBe('2 mackerel fillets');
    expect(lineAmountAndName('chickpeas', 2, null, 'tin')).toBe('2 tins of chickpeas');
  });

  it('reads as before where the piece is the food, or the line is weighed', () => {
    expect(lineAmountAndName('fish fingers', 6, null, 'finger')).toBe('6 fish fingers');
    expect(lineAmountAndName('egg', 2, null)).toBe('2 eggs');
    expect(lineAmountAndName('garlic', 2, null)).toBe('2 garlic cloves');
    expect(lineAmountAndName('ham', 120, 'g', 'slice')).toBe('120 g ham');
    expect(lineAmountAndName('milk', null, null)).toBe('milk');
  });
});
