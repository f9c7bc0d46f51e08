import { describe, expect, it } from 'vitest';
import { stepsFromInstructions, stepsFromLines } from './recipe-steps.ts';

describe('stepsFromInstructions', () => {
  it('reads HowToStep text, falling back to name', () => {
    const value = [
      { '@type': 'HowToStep', text: 'Mix.', name: 'Mix' },
      { '@type': 'HowToStep', name: 'Bake.' },
      { '@type': 'HowToStep', text: '' },
    ];
    expect(stepsFromInstructions(value)).toEqual(['Mix.', 'Bake.']);
  });

  it('flattens HowToSection groups in order, without their names', () => {
    const value = [
      {
        '@type': 'HowToSection',
        name: 'Dough',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Knead.' },
          { '@type': 'HowToStep', text: 'Rest.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Filling',
        itemListElement: [{ '@type': 'HowToStep', text: 'Stir.' }],
      },
    ];
    expect(stepsFromInstructions(value)).toEqual(['Knead.', 'Rest.', 'Stir.']);
  });

  it('reads HowToDirection inside a step and leaves HowToTip out', () => {
    const value = [
      {
        '@type': 'HowToStep',
        itemListElement: [
          { '@type': 'HowToDirection', text: 'Soak the noodles.' },
          { '@type': 'HowToTip', text: 'Not in hot water.' },
        ],
      },
    ];
    expect(stepsFromInstructions(value)).toEqual(['Soak the noodles.']);
  });

  it('reads an ItemList of steps and plain strings', () => {
    expect(stepsFromInstructions({ '@type': 'ItemList', itemListElement: ['One.', 'Two.'] })).toEqual([
      'One.',
      'Two.',
    ]);
  });

  it('strips HTML from step text', () => {
    expect(
      stepsFromInstructions([
        { '@type': 'HowToStep', text: '<p>Heat to 180&deg;C in a <a href="/x">pan</a>.</p>' },
      ]),
    ).toEqual(['Heat to 180°C in a pan.']);
  });

  it('splits one string into its paragraphs, lines or numbered steps', () => {
    expect(stepsFromInstructions('Mix.\n\nRest.\nBake.')).toEqual(['Mix.', 'Rest.', 'Bake.']);
    expect(stepsFromInstructions('<p>Mix.</p><p>Bake.</p>')).toEqual(['Mix.', 'Bake.']);
    expect(stepsFromInstructions('Mix.<br>Bake.')).toEqual(['Mix.', 'Bake.']);
    expect(stepsFromInstructions('1. Mix the flour. 2. Add 3 eggs. 3. Bake for 20 min.')).toEqual([
      'Mix the flour.',
      'Add 3 eggs.',
      'Bake for 20 min.',
    ]);
    expect(stepsFromInstructions('Step 1: Mix.\nStep 2: Bake.')).toEqual(['Mix.', 'Bake.']);
    expect(stepsFromInstructions('Paso 1: Mezcla.\nPaso 2: Hornea.')).toEqual(['Mezcla.', 'Hornea.']);
  });

  it('splits one run-on string where sentences run together without a space, when that happens twice', () => {
    expect(
      stepsFromInstructions(
        'Heat the oven to 200°C. Grease a tin.Melt the butter with the sugar.Pour into the tin and bake (20 minutes).Cool before cutting.',
      ),
    ).toEqual([
      'Heat the oven to 200°C. Grease a tin.',
      'Melt the butter with the sugar.',
      'Pour into the tin and bake (20 minutes).',
      'Cool before cutting.',
    ]);
    expect(stepsFromInstructions('Mix well.Bake for 20 minutes.')).toEqual(['Mix well.Bake for 20 minutes.']);
    expect(stepsFromInstructions('Use 1.5 kg of flour. Bake at 180°C.Serve.')).toEqual([
      'Use 1.5 kg of flour. Bake at 180°C.Serve.',
    ]);
  });

  it('leaves out step labels standing alone: "Etape 1", "Step 2", "Schritt 3", "Paso 4"', () => {
    expect(
      stepsFromInstructions(['Etape 1', 'Préchauffez le four.', 'Etape 2', 'Enfournez 10 min.']),
    ).toEqual(['Préchauffez le four.', 'Enfournez 10 min.']);
    expect(stepsFromLines(['Step 2', 'Mix.', 'Schritt 3:', 'Backen.', 'Paso 4.', 'Servir.'])).toEqual([
      'Mix.',
      'Backen.',
      'Servir.',
    ]);
    expect(stepsFromInstructions([{ '@type': 'HowToStep', name: 'Step 1' }, 'Fry.'])).toEqual(['Fry.']);
    expect(stepsFromLines(['Step 1: Mix.', 'Step 2: Bake.'])).toEqual(['Mix.', 'Bake.']);
  });

  it('leaves out a tip heading among the steps and the tip under it, but keeps a tip written as a step', () => {
    expect(
      stepsFromInstructions(
        'Warm the milk.\n  Tip: add some zest\n  Fancy raisins? Stir them in.\nFry the dough.\nNote: Rest it overnight.',
      ),
    ).toEqual(['Warm the milk.', 'Fry the dough.', 'Note: Rest it overnight.']);
  });

  it('leaves a single step and numbers inside sentences alone', () => {
    expect(stepsFromInstructions('Bake at 180. 2 trays fit.')).toEqual(['Bake at 180. 2 trays fit.']);
    expect(stepsFromInstructions(undefined)).toEqual([]);
  });
});

describe('stepsFromLines', () => {
  it('drops numbering only when the lines are numbered 1, 2, 3…', () => {
    expect(stepsFromLines(['1) Mix.', '2) Bake.'])).toEqual(['Mix.', 'Bake.']);
    expect(stepsFromLines(['2 eggs go in.', '3 minutes later, stir.'])).toEqual([
      '2 eggs go in.',
      '3 minutes later, stir.',
    ]);
  });

  it('keeps the numbered steps and drops a closing note after them', () => {
    expect(stepsFromLines(['1. Mix.', '2. Bake.', 'If it is too thick, add milk.'])).toEqual([
      'Mix.',
      'Bake.',
    ]);
  });
});
