import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { recipeById } from '../library.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { totalMinutes } from '../recipe.ts';
import type { Archetype, Dish, DishItem } from './archetype.ts';
import { starchCook } from './cooking.ts';
import { braise } from './dishes/braise.ts';
import { burger } from './dishes/burger.ts';
import { curry } from './dishes/curry.ts';
import { friedRice } from './dishes/fried-rice.ts';
import { frittata } from './dishes/frittata.ts';
import { grainBowl } from './dishes/grain-bowl.ts';
import { hash } from './dishes/hash.ts';
import { noodleSoup } from './dishes/noodle-soup.ts';
import { onToast } from './dishes/on-toast.ts';
import { panFry } from './dishes/pan-fry.ts';
import { pasta } from './dishes/pasta.ts';
import { roast } from './dishes/roast.ts';
import { salad as saladDish } from './dishes/salad.ts';
import { shakshuka } from './dishes/shakshuka.ts';
import { musselPot } from './dishes/shellfish-pot.ts';
import { soup as soupDish } from './dishes/soup.ts';
import { stirFry } from './dishes/stir-fry.ts';
import { trayBake } from './dishes/tray-bake.ts';
import { wrap } from './dishes/wrap.ts';
import { generateRecipes } from './generate-recipes.ts';
import { prepVegetables } from './prep.ts';

/**
 * Issue 15, point 5: step text right for the food's kind and state. Each dish is built from chosen items,
 * so the test reads exactly the template the cook would read for that food.
 */

const TODAY = '2025-06-01';

function item(id: string, slot: string, plural = false): DishItem {
  const ingredient = getIngredient(id);
  if (!ingredient) throw new Error(`${id} is not in the catalog`);
  return { ingredient, slot, quantity: 1, unit: null, fromPantry: true, plural };
}

function stepsOf(archetype: Archetype, flavourId: string, items: DishItem[]): string {
  const flavour = archetype.flavours.find((each) => each.id === flavourId);
  if (!flavour) throw new Error(`${archetype.id} has no ${flavourId} flavour`);
  const dish: Dish = { archetype, flavour, goal: 'use-it-up', servings: 2, items };
  return archetype
    .steps(dish)
    .map((step) => (typeof step === 'string' ? step : step.text))
    .join(' ');
}

/** The sentences (or parts up to a semicolon) of the text that name `word`. */
const sentencesNaming = (text: string, word: string) =>
  text.split(/[.;]/).filter((sentence) => sentence.toLowerCase().includes(word));

const VEG = [item('courgette', 'veg'), item('red-pepper', 'veg', true), item('olive-oil', 'fat')];

describe('steps that suit the food', () => {
  it('never cooks feta "until cooked through": it is crumbled, or baked until soft', () => {
    const baked = stepsOf(trayBake, 'greek', [...VEG, item('feta', 'protein')]);
    const wrapped = stepsOf(wrap, 'greek', [item('pitta', 'wrap'), item('feta', 'protein'), ...VEG]);
    for (const text of [baked, wrapped]) {
      expect(sentencesNaming(text, 'feta').join('.')).not.toMatch(/cooked through/);
    }
    expect(wrapped).toMatch(/Crumble the feta/);
    expect(sentencesNaming(baked, 'feta').join('.')).toMatch(/until the feta is soft and golden/);
    expect(baked).not.toMatch(/Crumble the feta/);
  });

  it('splits a pitta and fills it, rolls a tortilla, and tears fresh mozzarella rather than grating it', () => {
    const pitta = stepsOf(wrap, 'greek', [item('pitta', 'wrap'), item('feta', 'protein'), ...VEG]);
    const tortilla = stepsOf(wrap, 'greek', [
      item('flour-tortilla', 'wrap'),
      item('feta', 'protein'),
      ...VEG,
    ]);
    expect(pitta).toMatch(/Split the pitta bread open/);
    expect(pitta).not.toMatch(/roll up/i);
    expect(tortilla).toMatch(/Roll up tightly/);
    const eggs = stepsOf(frittata, 'italian', [
      item('egg', 'egg', true),
      item('mozzarella', 'cheese'),
      ...VEG,
    ]);
    expect(eggs).toMatch(/Tear the mozzarella/);
    expect(eggs).not.toMatch(/Grate the mozzarella/);
  });

  it('browns lean mince, never slices it into strips, and cooks smoked haddock rather than flaking it raw', () => {
    const mince = stepsOf(stirFry, 'chinese', [item('lean-minced-beef', 'protein'), ...VEG]);
    expect(mince).toMatch(/lean beef mince for 6 minutes, breaking it up/);
    expect(mince).not.toMatch(/strips/);
    const haddock = stepsOf(stirFry, 'chinese', [item('smoked-haddock', 'protein'), ...VEG]);
    expect(haddock).not.toMatch(/flake or tear the smoked haddock/i);
    expect(haddock).toMatch(/until it flakes easily/);
  });

  it('cuts corn off the cob, and serves no mash beside a braise already full of potatoes', () => {
    expect(prepVegetables([item('sweetcorn', 'veg', true)], 'into small pieces')).toMatch(
      /^cut the kernels off the/,
    );
    const braised = stepsOf(braise, 'cider', [
      item('pork-shoulder', 'protein'),
      item('potato', 'veg', true),
      item('carrot', 'veg', true),
      item('cider', 'liquid'),
      item('olive-oil', 'fat'),
    ]);
    expect(braised).not.toMatch(/mash/);
    expect(braised).toMatch(/Serve with green vegetables\./);
  });

  it('fries paneer until golden and only warms it in the sauce, never "simmer the paneer until golden"', () => {
    const text = stepsOf(curry, 'indian', [
      item('paneer', 'protein'),
      item('onion', 'onion'),
      item('chopped-tomatoes', 'tomato'),
      item('garam-masala', 'spice'),
      item('vegetable-oil', 'fat'),
    ]);
    const paneer = sentencesNaming(text, 'paneer');
    expect(paneer.filter((sentence) => /simmer/.test(sentence) && /golden/.test(sentence))).toEqual([]);
    expect(paneer.some((sentence) => /fry the paneer/.test(sentence) && /golden/.test(sentence))).toBe(true);
  });

  it('scrubs new potatoes instead of peeling them, and still peels old ones', () => {
    const text = prepVegetables(
      [item('new-potato', 'veg', true), item('carrot', 'veg', true), item('onion', 'veg')],
      'into chunks',
    );
    expect(text).not.toMatch(/peel[^,]*new potato/);
    expect(text).toMatch(/scrub the new potatoes/);
    expect(text).toMatch(/peel the carrots/);
  });

  it('reheats a cooked leftover until piping hot instead of cooking it through again', () => {
    const text = stepsOf(noodleSoup, 'japanese', [
      item('udon-noodles', 'noodles', true),
      item('chicken-stock', 'broth'),
      item('cooked-chicken', 'protein'),
      item('pak-choi', 'veg'),
    ]);
    const chicken = sentencesNaming(text, 'cooked chicken');
    expect(chicken.join('.')).not.toMatch(/cooked through/);
    expect(chicken.join('.')).toMatch(/piping hot/);
  });

  it('sears a steak for a salad, pink in the middle and sliced, never torn raw onto the leaves', () => {
    const text = stepsOf(saladDish, 'french', [
      item('salad-leaves', 'leaves'),
      item('cherry-tomato', 'veg', true),
      item('cucumber', 'veg'),
      item('rump-steak', 'protein'),
      item('olive-oil', 'fat'),
      item('lemon', 'acid'),
    ]);
    const steak = sentencesNaming(text, 'rump steak').join('.');
    expect(steak).toMatch(/sear[^.]*still pink in the middle/);
    expect(steak).not.toMatch(/tear/i);
  });

  it('simmers squid until just opaque, never "until pink" as prawns are', () => {
    const text = stepsOf(noodleSoup, 'chinese', [
      item('rice-noodles', 'noodles', true),
      item('vegetable-stock', 'broth'),
      item('squid', 'protein'),
      item('tomato', 'veg', true),
      item('soy-sauce', 'seasoning'),
    ]);
    const squid = sentencesNaming(text, 'squid').join('.');
    expect(squid).toMatch(/until just opaque/);
    expect(squid).not.toMatch(/pink/);
  });

  it('cooks frozen fish from frozen, a little longer, without cutting it up first', () => {
    const frozen = stepsOf(trayBake, 'greek', [...VEG, item('frozen-fish', 'protein')]);
    expect(frozen).toMatch(/from frozen/);
    expect(frozen).not.toMatch(/(cut|slice|chop)[^.]*frozen white fish/);
  });
});

describe('times that include the waiting', () => {
  const oats = ['oats', 'milk', 'banana', 'frozen-berries', 'greek-yogurt'].map((id) =>
    pantryItem(id, null, null, '2025-06-03'),
  );

  it('times the library overnight oats with the night in the fridge', () => {
    const recipe = recipeById('overnight-oats-berries');
    expect(recipe && totalMinutes(recipe)).toBeGreaterThanOrEqual(8 * 60);
  });

  it('times generated overnight oats with the night in the fridge, and never offers them as quick', () => {
    const base = {
      pantry: oats,
      profile: NO_RESTRICTIONS,
      servings: 2,
      today: TODAY,
      mealType: 'breakfast',
    } as const;
    const overnight = Array.from({ length: 8 }, (_, seed) =>
      generateRecipes({ ...base, goal: 'use-it-up', seed, limit: 6 }),
    )
      .flat()
      .filter((recipe) => /overnight/i.test(recipe.title));
    expect(overnight.length).toBeGreaterThan(0);
    for (const recipe of overnight) expect(totalMinutes(recipe)).toBeGreaterThanOrEqual(8 * 60);
    const quick = suggestRecipes({ ...base, goal: 'quick', seed: 1, limit: 10 });
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.filter((suggestion) => /overnight/i.test(suggestion.recipe.title))).toEqual([]);
  });
});

function draftsOf(archetype: Archetype, flavourId: string, items: DishItem[]) {
  const flavour = archetype.flavours.find((each) => each.id === flavourId);
  if (!flavour) throw new Error(`${archetype.id} has no ${flavourId} flavour`);
  return archetype.steps({ archetype, flavour, goal: 'use-it-up', servings: 2, items });
}

/** Every step's text, in order. */
function stepTexts(archetype: Archetype, flavourId: string, items: DishItem[]): string[] {
  return draftsOf(archetype, flavourId, items).map((step) => (typeof step === 'string' ? step : step.text));
}

/** The steps in turn (not the rice or pasta that cook alongside), each as its text. */
function inTurn(archetype: Archetype, flavourId: string, items: DishItem[]): string[] {
  return draftsOf(archetype, flavourId, items)
    .filter((step) => typeof step === 'string' || !('alongside' in step))
    .map((step) => (typeof step === 'string' ? step : step.text));
}

/** Minutes the steps name from the first one that puts `name` in the pan to the end of the cooking. */
function minutesFromAdding(steps: readonly string[], name: string): number {
  const from = steps.findIndex(
    (step) => step.toLowerCase().includes(name) && /\b(add|fry|stir-fry|cook|simmer)\b/i.test(step),
  );
  if (from < 0) throw new Error(`no step cooks the ${name}`);
  return steps
    .slice(from)
    .reduce((sum, step) => sum + (Number(/\bfor (\d+) minutes?\b/.exec(step)?.[1]) || 0), 0);
}

const WOK = [item('broccoli', 'veg'), item('red-pepper', 'veg', true), item('vegetable-oil', 'fat')];

describe('cook review: the protein is done when the dish is, not cooked on with the vegetables', () => {
  it('stir-fries chicken strips, lifts them out and returns them at the end to heat through', () => {
    const steps = inTurn(stirFry, 'chinese', [
      item('chicken-breast', 'protein'),
      ...WOK,
      item('soy-sauce', 'sauce'),
    ]);
    const fried = steps.findIndex((step) => /stir-fry the chicken breast/.test(step));
    const veg = steps.findIndex((step) => /Add the broccoli/.test(step));
    const back = steps.findIndex((step) => /return the chicken breast/i.test(step));
    expect(steps[fried]).toMatch(/lift out/);
    expect(fried).toBeLessThan(veg);
    expect(back).toBeGreaterThan(veg);
  });

  it('puts prawns in near the end of a stir-fry, pasta sauce and noodle soup, for their few minutes', () => {
    const wok = inTurn(stirFry, 'chinese', [
      item('prawn', 'protein', true),
      ...WOK,
      item('soy-sauce', 'sauce'),
    ]);
    expect(minutesFromAdding(wok, 'prawns')).toBeLessThanOrEqual(3);
    const sauce = inTurn(pasta, 'tomato', [
      item('spaghetti', 'pasta'),
      item('prawn', 'protein', true),
      item('courgette', 'veg'),
      item('chopped-tomatoes', 'sauce'),
      item('olive-oil', 'fat'),
    ]);
    expect(minutesFromAdding(sauce, 'prawns')).toBeLessThanOrEqual(3);
    const soup = inTurn(noodleSoup, 'chinese', [
      item('egg-noodles', 'noodles', true),
      item('chicken-stock', 'broth'),
      item('prawn', 'protein', true),
      item('pak-choi', 'veg'),
      item('soy-sauce', 'seasoning'),
    ]);
    expect(minutesFromAdding(soup, 'prawns')).toBeLessThanOrEqual(3);
  });

  it('sears steak strips and leaves them pink, never "cooked through" and then cooked on', () => {
    const text = stepsOf(stirFry, 'chinese', [
      item('rump-steak', 'protein'),
      ...WOK,
      item('soy-sauce', 'sauce'),
    ]);
    const steak = sentencesNaming(text, 'rump steak').join('.');
    expect(steak).toMatch(/pink/);
    expect(steak).not.toMatch(/cooked through/);
    const steps = inTurn(stirFry, 'chinese', [
      item('rump-steak', 'protein'),
      ...WOK,
      item('soy-sauce', 'sauce'),
    ]);
    expect(steps.find((step) => /stir-fry the rump steak/.test(step))).toMatch(/lift out/);
  });

  it('cooks fish in a hash only at the end, and only heats a leftover until piping hot', () => {
    const base = [item('potato', 'starch', true), item('onion', 'onion'), item('frozen-peas', 'veg', true)];
    const fish = inTurn(hash, 'british', [
      ...base,
      item('smoked-haddock', 'protein'),
      item('olive-oil', 'fat'),
    ]);
    expect(minutesFromAdding(fish, 'smoked haddock')).toBeLessThanOrEqual(5);
    const chicken = inTurn(hash, 'british', [
      ...base,
      item('cooked-chicken', 'protein'),
      item('olive-oil', 'fat'),
    ]);
    expect(minutesFromAdding(chicken, 'cooked chicken')).toBeLessThanOrEqual(4);
    expect(sentencesNaming(chicken.join(' '), 'cooked chicken').join('.')).toMatch(/piping hot/);
  });

  it('puts the pasta on so that it is ready when the sauce is, not drained before the sauce is started', () => {
    const texts = stepTexts(pasta, 'tomato', [
      item('spaghetti', 'pasta'),
      item('chicken-breast', 'protein'),
      item('courgette', 'veg'),
      item('chopped-tomatoes', 'sauce'),
      item('olive-oil', 'fat'),
    ]);
    const at = texts.findIndex((text) => /cook the spaghetti/i.test(text));
    const after = texts
      .slice(at + 1)
      .reduce((sum, text) => sum + (Number(/\bfor (\d+) minutes?\b/.exec(text)?.[1]) || 0), 0);
    expect(at).toBeGreaterThan(1);
    expect(after).toBeLessThanOrEqual(10);
    expect(after).toBeGreaterThanOrEqual(5);
  });

  it('gives mushrooms their time before the broccoli joins them, so the broccoli is never fried "until golden"', () => {
    const text = stepsOf(stirFry, 'chinese', [
      item('chicken-breast', 'protein'),
      item('broccoli', 'veg'),
      item('mushroom', 'veg', true),
      item('vegetable-oil', 'fat'),
      item('soy-sauce', 'sauce'),
    ]);
    expect(sentencesNaming(text, 'broccoli').join('.')).not.toMatch(/golden/);
  });
});

/** Minutes a food spends in the oven: from the step that puts it in the tin to the end. */
function minutesInTin(steps: readonly string[], name: string): number {
  const from = steps.findIndex((step) =>
    new RegExp(`\\b(toss|add|nestle in)\\b[^.]*\\b${name}`, 'i').test(step),
  );
  if (from < 0) throw new Error(`no step puts the ${name} in the tin`);
  return steps
    .slice(from)
    .reduce((sum, step) => sum + (Number(/\bfor (\d+) minutes?\b/.exec(step)?.[1]) || 0), 0);
}

describe('cook review: a tray bake gives each vegetable its own time', () => {
  const tray = (protein: string, ...veg: string[]) =>
    inTurn(trayBake, 'british', [
      item(protein, 'protein', true),
      ...veg.map((id) => item(id, 'veg', true)),
      item('olive-oil', 'fat'),
    ]);

  it('adds broccoli, green beans and asparagus late, and gives potatoes, parsnips and beetroot long enough', () => {
    const steps = tray('sausage', 'potato', 'broccoli', 'beetroot');
    expect(minutesInTin(steps, 'broccoli')).toBeLessThanOrEqual(20);
    expect(minutesInTin(steps, 'potatoes')).toBeGreaterThanOrEqual(40);
    expect(minutesInTin(steps, 'beetroots')).toBeGreaterThanOrEqual(45);
    expect(steps.join(' ')).toMatch(/potatoes[^.]*into 3 cm chunks/);
    const greens = tray('chicken-thigh', 'parsnip', 'green-bean', 'asparagus');
    expect(minutesInTin(greens, 'green beans')).toBeLessThanOrEqual(15);
    expect(minutesInTin(greens, 'asparagus')).toBeLessThanOrEqual(15);
    expect(minutesInTin(greens, 'parsnips')).toBeGreaterThanOrEqual(40);
  });

  it('roasts lamb chops pink and chicken and pork with no pink left', () => {
    const lamb = tray('lamb-chop', 'potato', 'red-pepper').join(' ');
    expect(sentencesNaming(lamb, 'lamb chops').join('.')).toMatch(/pink in the middle/);
    expect(lamb).not.toMatch(/cooked through/);
    const chicken = tray('chicken-thigh', 'potato', 'red-pepper').join(' ');
    expect(chicken).toMatch(/chicken thighs are cooked through, with no pink/);
    const pork = tray('pork-chop', 'potato', 'red-pepper').join(' ');
    expect(pork).toMatch(/pork chops are cooked through, with no pink/);
  });
});

describe('cook review: a roast joint is timed by its weight', () => {
  const items = (grams: number) => [
    { ...item('pork-shoulder', 'protein'), quantity: grams, unit: 'g' as const },
    item('potato', 'veg', true),
    item('brussels-sprout', 'veg', true),
    item('olive-oil', 'fat'),
  ];
  const joint = (grams: number) => stepTexts(roast, 'british', items(grams));
  /** Minutes the roasting step counts for the recipe's time. */
  const roastMinutes = (grams: number) => {
    const step = draftsOf(roast, 'british', items(grams)).find(
      (draft) => typeof draft === 'object' && 'takes' in draft,
    );
    return step && typeof step === 'object' && 'takes' in step ? (step.takes ?? 0) : 0;
  };

  it('gives the time by the kilo, never for one fixed size, and counts a smaller joint as less time', () => {
    const text = joint(1200).join(' ');
    expect(text).not.toMatch(/about 2 kg|suit a joint/);
    expect(text).toMatch(/an hour a kilo and an hour more/);
    // The same words at any size: the rule holds for whatever the joint weighs.
    expect(joint(2000)).toEqual(joint(1200));
    expect(roastMinutes(1200)).toBeLessThan(roastMinutes(2000));
    expect(roastMinutes(2000)).toBe(180);
  });

  it('puts Brussels sprouts in the vegetable tin only for their last minutes', () => {
    const steps = joint(2000);
    expect(
      steps.find((text) => /Brussels sprouts to the vegetable tin for the last 25 minutes/.test(text)),
    ).toBeTruthy();
  });
});

describe('cook review: each rice is cooked its own way', () => {
  const rice = (id: string) => {
    const ingredient = getIngredient(id);
    if (!ingredient) throw new Error(`${id} is not in the catalog`);
    return starchCook(ingredient).text(ingredient.name);
  };

  it('cooks sushi rice in a little more than its volume of water, never twice it', () => {
    expect(rice('sushi-rice')).toMatch(/until the water runs clear/);
    expect(rice('sushi-rice')).toMatch(/one and a fifth times its volume/);
    for (const id of ['rice', 'basmati-rice', 'jasmine-rice', 'sushi-rice']) {
      expect(rice(id)).not.toMatch(/twice its volume/);
      expect(rice(id)).toMatch(/absorbed/);
    }
  });

  it('gives brown rice longer than white', () => {
    const minutes = (id: string) => {
      const ingredient = getIngredient(id);
      return ingredient ? starchCook(ingredient).minutes : 0;
    };
    expect(minutes('brown-rice')).toBeGreaterThanOrEqual(25);
    expect(minutes('basmati-rice')).toBeLessThanOrEqual(12);
  });
});

describe('cook review: fried rice says leftover rice only when it is', () => {
  const dish = (riceId: string): Dish => {
    const flavour = friedRice.flavours.find((each) => each.id === 'chinese');
    if (!flavour) throw new Error('fried rice has no chinese flavour');
    return {
      archetype: friedRice,
      flavour,
      goal: 'use-it-up',
      servings: 2,
      items: [
        item(riceId, 'rice'),
        item('egg', 'egg', true),
        item('frozen-peas', 'veg', true),
        item('soy-sauce', 'sauce'),
      ],
    };
  };

  it('cools freshly cooked rice before frying it, and calls only cooked rice leftover', () => {
    const fresh = dish('jasmine-rice');
    expect(friedRice.description(fresh)).not.toMatch(/leftover/);
    const first = friedRice.steps(fresh)[0];
    expect(typeof first === 'string' ? first : first?.text).toMatch(/cool and steam dry/);
    expect(friedRice.description(dish('microwave-rice'))).toMatch(/leftover rice/);
  });
});

describe('cook review: a cuisine or dish word only for a dish that holds what defines it', () => {
  const titleOf = (archetype: Archetype, flavourId: string, items: DishItem[]) => {
    const flavour = archetype.flavours.find((each) => each.id === flavourId);
    if (!flavour) throw new Error(`${archetype.id} has no ${flavourId} flavour`);
    const dish: Dish = { archetype, flavour, goal: 'use-it-up', servings: 2, items };
    return `${archetype.title(dish)} | ${archetype.description(dish)}`;
  };
  const rice = [item('jasmine-rice', 'rice'), item('pak-choi', 'veg'), item('vegetable-oil', 'fat')];

  it('calls fried rice Thai only with fish sauce and lime, basil or chilli, not soy and ginger', () => {
    const plain = titleOf(friedRice, 'thai', [...rice, item('soy-sauce', 'sauce'), item('ginger', 'ginger')]);
    expect(plain).not.toMatch(/thai/i);
    const thai = titleOf(friedRice, 'thai', [...rice, item('fish-sauce', 'sauce'), item('lime', 'lime')]);
    expect(thai).toMatch(/^Thai-style/);
  });

  it('promises a sweet-salty glaze only with something sweet in it, and calls soy alone neither Japanese nor glazed', () => {
    const wok = [item('chicken-breast', 'protein'), ...WOK, item('rice', 'starch')];
    const soy = titleOf(stirFry, 'japanese', [...wok, item('soy-sauce', 'sauce')]);
    expect(soy).not.toMatch(/glaze|japanese/i);
    const sweet = titleOf(stirFry, 'japanese', [...wok, item('soy-sauce', 'sauce'), item('mirin', 'sweet')]);
    expect(sweet).toMatch(/Japanese-style/);
    expect(sweet).toMatch(/sweet-salty glaze/);
    const pan = [
      item('salmon', 'protein'),
      item('rice', 'starch'),
      item('pak-choi', 'veg'),
      item('vegetable-oil', 'fat'),
    ];
    expect(titleOf(panFry, 'teriyaki', [...pan, item('soy-sauce', 'sauce')])).not.toMatch(/glaze/i);
    expect(stepsOf(panFry, 'teriyaki', [...pan, item('soy-sauce', 'sauce')])).not.toMatch(/glaze/i);
    expect(titleOf(panFry, 'teriyaki', [...pan, item('soy-sauce', 'sauce'), item('honey', 'sweet')])).toMatch(
      /^Soy-glazed/,
    );
  });

  it('calls burgers Greek only with Greek herbs, a stew a tagine only with its spices, and a braise a curry only with more than garam masala', () => {
    const burgers = [item('minced-lamb', 'protein'), item('pitta', 'bread'), item('cucumber', 'veg')];
    expect(titleOf(burger, 'greek', [...burgers, item('salt', 'salt')])).not.toMatch(/greek/i);
    expect(
      titleOf(burger, 'greek', [...burgers, item('dried-oregano', 'seasoning'), item('garlic', 'garlic')]),
    ).toMatch(/^Greek-style/);
    const stew = [
      item('lamb-shoulder', 'protein'),
      item('carrot', 'veg', true),
      item('chopped-tomatoes', 'tomato'),
    ];
    expect(titleOf(braise, 'north-african', [...stew, item('ground-cumin', 'spice')])).not.toMatch(/tagine/i);
    expect(
      titleOf(braise, 'north-african', [
        ...stew,
        item('ground-cumin', 'spice'),
        item('ground-cinnamon', 'spice2'),
      ]),
    ).toMatch(/tagine/);
    expect(titleOf(braise, 'indian', [...stew, item('garam-masala', 'spice')])).not.toMatch(/curry/i);
    expect(
      titleOf(braise, 'indian', [...stew, item('garam-masala', 'spice'), item('turmeric', 'spice2')]),
    ).toMatch(/curry/);
  });

  it('stirs half the garam masala of a braise in at the end, where its fragrance survives', () => {
    const text = stepsOf(braise, 'indian', [
      item('lamb-shoulder', 'protein'),
      item('carrot', 'veg', true),
      item('chopped-tomatoes', 'tomato'),
      item('garam-masala', 'spice'),
      item('olive-oil', 'fat'),
    ]);
    expect(text).toMatch(/half the garam masala/);
    expect(text).toMatch(/rest of the garam masala/);
  });
});

describe('cook review: small step errors', () => {
  it('puts star anise in whole and fishes it out, and squeezes a lime rather than scattering it', () => {
    const soup = stepsOf(noodleSoup, 'vietnamese', [
      item('rice-noodles', 'noodles', true),
      item('chicken-stock', 'broth'),
      item('chicken-breast', 'protein'),
      item('pak-choi', 'veg'),
      item('garlic', 'garlic'),
      item('star-anise', 'spice'),
      item('fish-sauce', 'seasoning'),
      item('lime', 'lime'),
    ]);
    expect(soup).not.toMatch(/chop[^.]*star anise/i);
    expect(soup).toMatch(/Fish out the star anise/);
    expect(soup).toMatch(/juice of the lime/);
    const rice = stepsOf(friedRice, 'thai', [
      item('jasmine-rice', 'rice'),
      item('frozen-peas', 'veg', true),
      item('fish-sauce', 'sauce'),
      item('lime', 'lime'),
      item('coriander', 'herb'),
    ]);
    expect(rice).not.toMatch(/scatter over[^.]*lime/i);
    expect(rice).toMatch(/lime, cut into wedges/);
  });

  it('boils green beans for a salad 4 minutes, and softens sliced leeks for 8', () => {
    const salad = stepsOf(saladDish, 'french', [
      item('salad-leaves', 'leaves'),
      item('cucumber', 'veg'),
      item('green-bean', 'boiled', true),
      item('olive-oil', 'fat'),
    ]);
    expect(salad).toMatch(/green beans in boiling salted water for 4 minutes/);
    const soup = stepsOf(soupDish, 'british', [
      item('leek', 'onion'),
      item('potato', 'veg', true),
      item('vegetable-stock', 'liquid'),
      item('olive-oil', 'fat'),
    ]);
    expect(soup).toMatch(/leek gently for 8 minutes/);
  });

  it('takes the bay leaves out of a soup before blending it, never blends them in', () => {
    const steps = inTurn(soupDish, 'british', [
      item('onion', 'onion'),
      item('potato', 'veg', true),
      item('vegetable-stock', 'liquid'),
      item('bay-leaf', 'spice'),
      item('butter', 'fat'),
    ]);
    const blend = steps.findIndex((step) => /blend/i.test(step));
    expect(blend).toBeGreaterThan(0);
    expect(steps[blend]).toMatch(/take out the bay lea(f|ves)[^.]*\. Blend/i);
  });

  it('stirs ham through a soup after blending and adds spinach only for its last minutes', () => {
    const steps = inTurn(soupDish, 'british', [
      item('onion', 'onion'),
      item('potato', 'veg', true),
      item('spinach', 'veg'),
      item('vegetable-stock', 'liquid'),
      item('ham', 'protein'),
      item('olive-oil', 'fat'),
    ]);
    const blend = steps.findIndex((step) => /blend/i.test(step));
    expect(steps.findIndex((step) => /\bham\b/.test(step) && !/chop the ham/i.test(step))).toBe(blend);
    expect(minutesFromAdding(steps, 'spinach')).toBeLessThanOrEqual(3);
  });

  it('browns one pork chop without batches, and serves a braise with nothing a gluten-free cook cannot eat', () => {
    const chops = stepsOf(braise, 'cider', [
      item('pork-chop', 'protein'),
      item('carrot', 'veg', true),
      item('cider', 'liquid'),
      item('olive-oil', 'fat'),
    ]);
    expect(chops).not.toMatch(/batches/);
    for (const flavour of ['north-african', 'indian', 'cider']) {
      const text = stepsOf(braise, flavour, [
        item('lamb-shoulder', 'protein'),
        item('carrot', 'veg', true),
        item('chopped-tomatoes', 'tomato'),
        item('olive-oil', 'fat'),
      ]);
      expect(text).not.toMatch(/bread|naan|couscous|flatbread/);
    }
  });

  it('cooks rosemary in the pan with the meat rather than scattering it raw', () => {
    const text = stepsOf(panFry, 'british', [
      item('lamb-chop', 'protein', true),
      item('new-potato', 'starch', true),
      item('green-bean', 'veg', true),
      item('rosemary', 'herb'),
      item('olive-oil', 'fat'),
    ]);
    expect(text).not.toMatch(/scatter over[^.]*rosemary/i);
    expect(text).toMatch(/Add the rosemary to the pan/);
  });

  it('blanches broccoli before it goes into a frittata, which is golden but not called thick', () => {
    const items = [item('egg', 'egg', true), item('broccoli', 'veg'), item('olive-oil', 'fat')];
    expect(stepsOf(frittata, 'british', items)).toMatch(/Cook the broccoli in boiling salted water/);
    const flavour = frittata.flavours[0];
    if (!flavour) throw new Error('frittata has no flavour');
    expect(
      frittata.description({ archetype: frittata, flavour, goal: 'use-it-up', servings: 2, items }),
    ).not.toMatch(/thick/);
  });
});

describe('cook review: titles read as finished phrases', () => {
  it('ends a list in a title with "and": never "Spaghetti with mussels, tomato"', () => {
    const flavour = musselPot.flavours.find((each) => each.id === 'italian');
    if (!flavour) throw new Error('the mussel pot has no italian flavour');
    const title = musselPot.title({
      archetype: musselPot,
      flavour,
      goal: 'use-it-up',
      servings: 2,
      items: [
        item('mussel', 'protein', true),
        item('spaghetti', 'starch'),
        item('chopped-tomatoes', 'tomato'),
      ],
    });
    expect(title).toBe('Spaghetti with mussels and tomato');
  });
});

describe('cook review: stock from a cube', () => {
  it('makes a stock cube up with boiling water before it goes into the soup', () => {
    const text = stepsOf(soupDish, 'british', [
      item('onion', 'onion'),
      item('carrot', 'veg', true),
      item('vegetable-stock-cube', 'liquid'),
      item('olive-oil', 'fat'),
    ]);
    expect(text).toMatch(/Dissolve the vegetable stock cube in boiling water, 500 ml for each cube/);
    expect(text).toMatch(/Add the carrots and stock, bring to the boil/);
  });
});

describe('cook review: a bowl roasts each vegetable for its own time, and aubergine gets the oil', () => {
  it('gives broccoli only its last minutes beside an aubergine that takes most of the oil', () => {
    const steps = stepTexts(grainBowl, 'middle-eastern', [
      item('quinoa', 'grain'),
      item('aubergine', 'roast'),
      item('broccoli', 'roast'),
      item('cucumber', 'fresh'),
      item('olive-oil', 'fat'),
      item('tahini', 'dressing'),
    ]);
    const text = steps.join(' ');
    expect(text).not.toMatch(/a little of the oil/);
    expect(text).toMatch(/toss the aubergine with most of the olive oil/);
    expect(text).toMatch(/Add the broccoli to the tin for the last 15 minutes/);
    expect(text).toMatch(/the rest of the olive oil/);
  });

  it('keeps oil back in a tray bake for an aubergine that goes in after the potatoes', () => {
    const text = inTurn(trayBake, 'british', [
      item('chicken-thigh', 'protein', true),
      item('potato', 'veg', true),
      item('aubergine', 'veg'),
      item('olive-oil', 'fat'),
    ]).join(' ');
    expect(text).toMatch(/keeping back a third of the oil for the aubergine/);
    expect(text).toMatch(/Add the aubergine, tossed in the oil you kept back/);
  });
});

describe('cook review: read through the judging fridges', () => {
  it('cooks broccoli for a tomato pasta in the pasta water, not for the sauce’s simmer', () => {
    const steps = inTurn(pasta, 'tomato', [
      item('spaghetti', 'pasta'),
      item('broccoli', 'veg'),
      item('chopped-tomatoes', 'sauce'),
      item('olive-oil', 'fat'),
    ]);
    expect(steps.filter((step) => /broccoli/.test(step) && /simmer|cook for/.test(step))).toEqual([]);
    expect(
      stepTexts(pasta, 'tomato', [
        item('spaghetti', 'pasta'),
        item('broccoli', 'veg'),
        item('chopped-tomatoes', 'sauce'),
        item('olive-oil', 'fat'),
      ]).join(' '),
    ).toMatch(/adding the broccoli for the last four minutes/);
  });

  it('never roasts a tray for a few minutes only to add the rest: chickpeas go in with the tomatoes', () => {
    const steps = inTurn(trayBake, 'greek', [
      item('chickpeas', 'protein', true),
      item('aubergine', 'veg'),
      item('tomato', 'veg', true),
      item('olive-oil', 'fat'),
    ]);
    expect(steps.join(' ')).not.toMatch(/Roast for 5 minutes/);
  });

  it('fries thyme with mushrooms on toast rather than seasoning with it raw', () => {
    const text = stepsOf(onToast, 'mushroom', [
      item('sourdough', 'bread'),
      item('chestnut-mushroom', 'main', true),
      item('thyme', 'herb'),
      item('butter', 'fat'),
    ]);
    expect(text).toMatch(/cook the chestnut mushrooms and thyme over a high heat/);
    expect(text).not.toMatch(/season with[^.]*thyme/i);
  });

  it('calls bought cooked rice ready-cooked, not leftover', () => {
    const flavour = friedRice.flavours.find((each) => each.id === 'chinese');
    if (!flavour) throw new Error('fried rice has no chinese flavour');
    const bought = { ...item('microwave-rice', 'rice'), fromPantry: false };
    const text = friedRice.description({
      archetype: friedRice,
      flavour,
      goal: 'use-it-up',
      servings: 2,
      items: [bought, item('frozen-peas', 'veg', true), item('soy-sauce', 'sauce')],
    });
    expect(text).not.toMatch(/leftover/);
  });

  it('chops the fresh tomatoes a curry or a shakshuka simmers, as it does its onions', () => {
    const curryText = stepsOf(curry, 'indian', [
      item('chickpeas', 'protein', true),
      item('onion', 'onion'),
      item('tomato', 'tomato', true),
      item('curry-powder', 'spice'),
      item('vegetable-oil', 'fat'),
    ]);
    expect(curryText).toMatch(/cut the onion and tomatoes into bite-sized pieces/i);
    const shakshukaText = stepsOf(shakshuka, 'north-african', [
      item('egg', 'egg', true),
      item('onion', 'onion'),
      item('tomato', 'tomato', true),
      item('olive-oil', 'fat'),
    ]);
    expect(shakshukaText).toMatch(/cut the tomatoes into small pieces/i);
  });

  it('stir-fries duck breast without its skin and leaves it pink, never "until cooked through"', () => {
    const text = stepsOf(stirFry, 'chinese', [
      item('duck-breast', 'protein'),
      item('pak-choi', 'veg', true),
      item('egg-noodles', 'starch', true),
      item('soy-sauce', 'sauce'),
      item('vegetable-oil', 'fat'),
    ]);
    expect(text).toMatch(/take the skin off the duck breast/i);
    expect(text).not.toMatch(/duck[^.]*until cooked through/);
  });
});

describe('steps for frozen leaves and lean pork', () => {
  it('thaws and squeezes frozen spinach before it goes into a frittata, and wilts fresh spinach', () => {
    const eggs = [item('egg', 'egg', true), item('butter', 'fat'), item('onion', 'onion')];
    const frozen = stepsOf(frittata, 'british', [...eggs, item('frozen-spinach', 'veg')]);
    expect(frozen).toMatch(/frozen spinach, thawed in a sieve under hot water and squeezed dry/);
    expect(frozen).not.toMatch(/frozen spinach and stir until wilted/);
    const fresh = stepsOf(frittata, 'british', [...eggs, item('spinach', 'veg')]);
    expect(fresh).toMatch(/spinach and stir until wilted/);
  });

  it('braises lean pork loin until cooked through, not for an hour and a half', () => {
    const loin = stepsOf(braise, 'cider', [
      item('pork-loin', 'protein'),
      item('carrot', 'veg', true),
      item('cider', 'liquid'),
      item('vegetable-oil', 'fat'),
    ]);
    expect(loin).not.toMatch(/tender enough to cut with a spoon/);
    expect(loin).not.toMatch(/in the oven for/);
  });
});
