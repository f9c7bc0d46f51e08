/**
 * The curated half of the pairing model (`pairing-model.ts`): what a cook knows goes together, and what
 * does not, beyond what the library's own recipes show. Kept small: the browser downloads it.
 *
 * Names are catalog ids or the groups below (every chicken cut is "chicken"). Space-separated strings
 * keep the table compact.
 */

/** Catalog ids that pair alike, so one line of the table covers every cut or tin of them. */
export const PAIRING_GROUPS: Readonly<Record<string, string>> = {
  chicken:
    'chicken-breast chicken-thigh chicken-drumstick chicken-wing whole-chicken minced-chicken cooked-chicken turkey-breast minced-turkey',
  pork: 'pork-chop pork-loin pork-tenderloin pork-shoulder pork-belly minced-pork pork-ribs gammon ham sausage sausage-meat black-pudding',
  cured: 'bacon pancetta prosciutto chorizo salami pepperoni',
  beef: 'minced-beef lean-minced-beef beef-burger steak ribeye-steak fillet-steak rump-steak stewing-beef beef-brisket beef-joint cooked-beef corned-beef veal',
  lamb: 'minced-lamb lamb-chop lamb-leg lamb-shoulder lamb-shank goat',
  whitefish:
    'cod haddock pollock hake sea-bass tilapia halibut plaice catfish monkfish frozen-fish fish-fingers trout',
  oilyfish:
    'salmon mackerel herring sardine tuna-steak swordfish tinned-salmon tinned-sardines tuna tuna-in-oil',
  smokedfish: 'smoked-salmon smoked-haddock smoked-mackerel kipper',
  shellfish:
    'prawn cooked-prawn frozen-prawns crab lobster crayfish mussel clam scallop squid oyster octopus seafood-mix',
  egg: 'egg duck-egg quail-egg',
  tomato: 'tomato cherry-tomato chopped-tomatoes crushed-tomatoes passata sun-dried-tomatoes',
  pepper: 'red-pepper green-pepper yellow-pepper mixed-peppers roasted-peppers',
  mushroom: 'mushroom chestnut-mushroom portobello-mushroom shiitake oyster-mushroom enoki dried-shiitake',
  potato: 'potato baking-potato new-potato',
  leaves: 'rocket watercress salad-leaves lettuce romaine-lettuce iceberg-lettuce butterhead-lettuce',
  greens: 'spinach kale spring-greens swiss-chard frozen-spinach cabbage savoy-cabbage',
  brassica: 'broccoli tenderstem-broccoli purple-sprouting-broccoli cauliflower romanesco',
  squash: 'butternut-squash pumpkin acorn-squash pumpkin-puree',
  beans: 'cannellini-beans butter-beans haricot-beans borlotti-beans dried-white-beans',
  redbeans:
    'kidney-beans black-beans pinto-beans refried-beans mixed-beans dried-kidney-beans dried-black-beans',
  chickpeas: 'chickpeas dried-chickpeas hummus',
  lentils: 'red-lentils green-lentils tinned-lentils split-peas urad-dal toor-dal mung-beans',
  tofu: 'tofu silken-tofu tempeh',
  apple: 'apple cooking-apple',
  citrus: 'orange clementine grapefruit',
  berries: 'strawberry raspberry blueberry blackberry frozen-berries frozen-raspberries redcurrant cranberry',
  stonefruit: 'peach nectarine apricot plum cherry tinned-peaches',
  tropical: 'mango pineapple papaya passion-fruit tinned-pineapple frozen-mango',
  melon: 'melon cantaloupe watermelon',
  freshcheese: 'goats-cheese feta ricotta cottage-cheese queso-fresco',
  hardcheese: 'parmesan pecorino manchego',
  meltcheese: 'cheddar gruyere emmental gouda edam monterey-jack grated-mozzarella',
  bluecheese: 'blue-cheese brie camembert',
  walnut: 'walnuts pecans hazelnuts',
  almond: 'almonds flaked-almonds ground-almonds pistachios',
  peanut: 'peanuts peanut-butter cashews',
  yogurt: 'greek-yogurt yogurt quark',
  pea: 'pea frozen-peas broad-bean edamame mangetout sugar-snap-pea',
  driedfruit: 'dried-apricots dates prunes raisins sultanas currants dried-figs dried-cranberries',
  mustard: 'dijon-mustard wholegrain-mustard english-mustard',
};

/**
 * Classic families: every two members pair (beetroot with goat's cheese, walnut, orange; pork with
 * apple and sage). Such a pair is allowed even where the broad clash rules would keep the kinds apart.
 */
export const CLASSIC_FAMILIES: readonly string[] = [
  'beetroot freshcheese walnut citrus leaves',
  'beetroot smokedfish oilyfish dill horseradish potato',
  'pork apple sage cider fennel mustard',
  'pork cabbage potato apple',
  'cured pea egg potato leaves',
  'cured melon fig',
  'tomato basil mozzarella',
  'tomato aubergine mozzarella hardcheese basil',
  'lamb mint pea freshcheese',
  'lamb aubergine chickpeas driedfruit',
  'lamb rosemary potato',
  'whitefish lemon dill potato pea parsley',
  'oilyfish lemon dill potato cucumber',
  'smokedfish egg potato leaves',
  'smokedfish avocado cream-cheese lemon dill',
  'chicken ginger soy-sauce spring-onion',
  'chicken lemon thyme potato',
  'chicken mushroom tarragon leek',
  'chicken tomato pepper',
  'beef mushroom onion',
  'beef brassica ginger soy-sauce',
  'shellfish garlic chilli lemon parsley',
  'shellfish avocado lime',
  'shellfish chorizo tomato pepper',
  'shellfish freshcheese tomato',
  'whitefish chorizo',
  'egg greens asparagus',
  'egg potato pepper',
  'pear bluecheese walnut leaves',
  'fig freshcheese cured',
  'apple meltcheese walnut',
  // Chicory with ham and cheese, or apple and walnut: the Low Countries' winter salad leaf.
  'chicory pork meltcheese apple walnut',
  'carrot citrus ginger coriander',
  'squash sage freshcheese',
  'greens chickpeas lentils',
  'tofu ginger soy-sauce pak-choi brassica',
  'duck-breast citrus',
  // Game and duck with a fruit and red wine sauce; pork with plums or pears.
  'venison berries red-wine thyme',
  'duck-breast berries stonefruit red-wine',
  'pork stonefruit pear',
  'avocado tomato lime coriander redbeans sweetcorn',
  // Tacos al pastor and a mango salsa: sweet fruit with onion, lime and chilli beside pork or prawns.
  'pork tropical red-onion onion lime coriander chipotle',
  'shellfish tropical red-onion lime',
  'courgette mint freshcheese lemon',
  'mushroom thyme garlic',
  'halloumi melon mint',
  'berries yogurt',
  'banana peanut',
  'cauliflower chickpeas',
];

/**
 * Pairs a cook keeps apart, beyond the broad kinds in `pairings.ts`: bananas and berries with anything
 * savoury, blue cheese on fish.
 */
export const CLASHING_PAIRS: readonly string[] = [
  'banana chicken pork beef lamb cured whitefish oilyfish smokedfish shellfish',
  'berries chicken pork beef lamb cured whitefish oilyfish smokedfish shellfish',
  'bluecheese whitefish oilyfish smokedfish shellfish',
  'yogurt cured shellfish',
];
