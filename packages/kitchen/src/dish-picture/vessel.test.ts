import { describe, expect, it } from 'vitest';
import { dishVessel } from './vessel.ts';

const vessel = (title: string, steps: string[] = []) =>
  dishVessel({ title, steps: steps.map((text) => ({ text })) });

describe('what a dish is served in', () => {
  it.each([
    ['Banana and blueberry yogurt smoothie', 'glass'],
    ['Mango lassi', 'glass'],
    ['Leek and potato soup', 'bowl'],
    ['Lamb curry', 'bowl'],
    ['Berry porridge', 'bowl'],
    ['Horiatiki (Greek village salad)', 'bowl'],
    ['Sweet potato and black bean chilli', 'bowl'],
    ['Burrito bowls', 'bowl'],
    ['Pork, courgette and oyster mushroom stir-fry', 'pan'],
    ['Masala omelette', 'pan'],
    ['Corned beef and potato hash', 'pan'],
    ['Chicken, red pepper and red onion tray bake', 'tray'],
    ['Roast pork loin with carrot and parsnip', 'tray'],
    ['Cheesy tomato pasta bake', 'tray'],
    ['Lasagne with a green salad', 'tray'],
    ['Creamy salmon and cherry tomato spaghetti', 'bowl'],
    ['Chicken salad sandwiches', 'plate'],
    ['Beans on toast', 'plate'],
    ['Chicken cacciatore', 'plate'],
  ])('%s: %s', (title, expected) => {
    expect(vessel(title)).toBe(expected);
  });

  it('judges by the dish, not its sides', () => {
    expect(vessel('Tandoori chicken with rice and a green salad')).toBe('plate');
  });

  it('puts a dish the steps bake in a tin on a tray', () => {
    expect(vessel('Poulet chasseur')).toBe('plate');
    expect(vessel('Poulet chasseur', ['Spread everything in a roasting tin and bake for 40 minutes.'])).toBe(
      'tray',
    );
  });
});
