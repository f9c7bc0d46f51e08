import type { AisleSource } from './source-entry.ts';

/*
 * Cooked food and leftovers: what a cook has in the fridge after a meal ("leftover roast chicken", "half a
 * tray of lasagne"). Nutrition from the SR Legacy cooked foods; storage from FoodKeeper's leftovers and
 * cooked-food products: 173 "Leftovers with meat, fish, poultry or egg" (fridge 3–4 days, freezer 2–3
 * months), 174 "Leftovers without meat… (cooked vegetables, rice, or potatoes)" (3–4 days, 1–2 months),
 * 135 "Cooked poultry dishes" (3–4 days, 4–6 months) and 177 "Cooked pasta" (3–5 days, 1–2 months).
 * Cooked rice is `microwave-rice` in grains-pasta.ts (its id predates this file).
 * The parser's default amount for each (two portions) is in src/leftovers.ts.
 */

// biome-ignore format: one ingredient per line reads as a table
export const cookedMeat: AisleSource = { aisle: 'meat', place: 'fridge', entries: [
  { id: 'cooked-chicken', name: 'cooked chicken', aliases: 'leftover roast chicken | roast chicken | leftover chicken | shredded chicken | rotisserie chicken(s) | cold roast chicken | cold chicken | pulled chicken | leftover chicken breast(s) | cooked chicken breast(s) | roasted chicken', roles: ['protein'], has: ['meat'], usda: [171054, 'Chicken, broilers or fryers, meat only, cooked, roasted'], fk: 135, cup: 'cup, chopped' },
  { id: 'cooked-beef', name: 'roast beef', aliases: 'cooked beef | leftover roast beef | leftover beef | cold roast beef | sliced roast beef | roast beef slice(s)', roles: ['protein'], has: ['meat'], usda: [168702, 'Beef, round, eye of round, roast, separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted'], fk: 173, piece: ['slice', 30] },
  { id: 'bolognese-sauce', name: 'bolognese', aliases: 'leftover bolognese | homemade bolognese | bolognese ragu | beef ragu | ragu bolognese | meat sauce | leftover meat sauce | spag bol sauce | leftover spag bol', roles: ['protein'], has: ['meat'], usda: [169028, 'Restaurant, family style, chili with meat and beans'], approx: 'USDA SR has no bolognese; uses chili with meat and beans, the nearest minced beef in tomato sauce (157 kcal, 12.6 g protein, 9.8 g fat per 100 g, as a homemade ragù)', fk: 173 },
  { id: 'chilli-con-carne', name: 'chilli con carne', aliases: 'chili con carne | leftover chilli | leftover chili | leftover chilli con carne | beef chilli | chilli beef | homemade chilli', roles: ['protein'], has: ['meat'], usda: [169028, 'Restaurant, family style, chili with meat and beans'], fk: 173, mild: false },
  { id: 'lasagne', name: 'lasagne', aliases: 'lasagna | leftover lasagne | leftover lasagna | beef lasagne | lasagne al forno | homemade lasagne', roles: ['protein', 'starch'], has: ['meat', 'gluten', 'milk'], usda: [169850, 'Restaurant, Italian, lasagna with meat'], fk: 173 },
]};

// biome-ignore format: one ingredient per line reads as a table
export const cookedStarches: AisleSource = { aisle: 'grains-pasta', place: 'fridge', entries: [
  { id: 'cooked-pasta', name: 'cooked pasta', aliases: 'leftover pasta | leftover spaghetti | cooked spaghetti | leftover penne | cooked penne | leftover macaroni | cold pasta | boiled pasta', roles: ['starch'], has: ['gluten'], usda: [169751, 'Pasta, cooked, enriched, with added salt'], fk: 177, cup: 'cup penne' },
]};

// biome-ignore format: one ingredient per line reads as a table
export const cookedVegetables: AisleSource = { aisle: 'produce', place: 'fridge', entries: [
  { id: 'cooked-potatoes', name: 'cooked potatoes', aliases: 'roast potato(es) | leftover potato(es) | leftover roast potatoes | roasties | boiled potato(es) | leftover boiled potatoes | mashed potato(es) | mash | leftover mash | cold potatoes', roles: ['starch', 'vegetable'], usda: [170520, 'Potatoes, boiled, cooked without skin, flesh, with salt'], approx: 'boiled potato; roast potatoes carry a little more fat and mash some milk and butter', fk: 174, piece: ['potato', 75] },
  { id: 'cooked-vegetables', name: 'cooked vegetables', aliases: 'leftover vegetables | leftover veg | cooked veg | roast vegetables | roasted vegetables | roast veg | leftover roast vegetables | steamed vegetables', roles: ['vegetable'], usda: [170142, 'Vegetables, mixed, frozen, cooked, boiled, drained, with salt'], approx: 'mixed vegetables, boiled: what is left over varies', fk: 174 },
]};
