/**
 * The words recipe sites write around an ingredient that the pantry reader (`pantry-quantity.ts`) does
 * not know: American shorthand ("1 T", "1 c."), other languages' spoons and cloves, preparation,
 * descriptions and the phrases that say how a food is used ("to taste", "for frying", "to serve").
 */

/**
 * Unit spellings `readUnit` lacks, each with the word it knows for the same thing. Read only where a
 * unit stands (after the amount), so "T" and "t" are safe there and case matters for them.
 */
export const UNIT_SPELLINGS: ReadonlyArray<readonly [pattern: RegExp, unit: string]> = [
  // US shorthand: a capital T is a tablespoon, a small t a teaspoon, c a cup.
  [/^(?:T|Tb|TB|Tbl|Tbsp)\.?/, 'tbsp'],
  [/^t\.?/, 'tsp'],
  [/^[cC]\.?/, 'cup'],
  [/^tablespoonfuls/i, 'tbsp'],
  [/^(?:packages?|pkgs?\.?|pkts?\.?|containers?)/i, 'pack'],
  [/^envelopes?/i, 'sachet'],
  [/^(?:stalks?|ribs?|links?|squares?|stems?)/i, 'piece'],
  [/^strips?/i, 'slice'],
  // German.
  [/^(?:EL|Essl\.?|E(?:ss|ß)l(?:ö|oe|o)ffel)/u, 'tbsp'],
  [/^(?:TL|Teel\.?|Teel(?:ö|oe|o)ffel)/u, 'tsp'],
  [/^(?:Prisen?|Msp\.?|Messerspitzen?)/iu, 'pinch'],
  [/^(?:Bund|Bünde)/iu, 'bunch'],
  [/^(?:Dosen?|Büchsen?)/iu, 'tin'],
  [/^Zehen?/iu, 'clove'],
  [/^(?:Stück|Stk\.?)/iu, 'piece'],
  [/^Becher/iu, 'tub'],
  [/^(?:Päckchen|Pck\.?|Pkg\.?|Packung(?:en)?)/iu, 'pack'],
  [/^Scheiben?/iu, 'slice'],
  [/^Handvoll/iu, 'handful'],
  [/^Tassen?/iu, 'cup'],
  [/^(?:Glas|Gläser)/iu, 'jar'],
  [/^Zweige?/iu, 'sprig'],
  [/^Gramm/iu, 'g'],
  // French.
  [
    /^(?:c\.?\s?(?:à|a)\.?\s?(?:soupe|s\.?)|cuill(?:è|e)r(?:e|ée|ee)s?\s+(?:à|a)\s+soupe|c\.s\.?|càs)/iu,
    'tbsp',
  ],
  [
    /^(?:c\.?\s?(?:à|a)\.?\s?(?:café|cafe|thé|the|c\.?)|cuill(?:è|e)r(?:e|ée|ee)s?\s+(?:à|a)\s+(?:café|cafe|thé|the)|c\.c\.?|càc)/iu,
    'tsp',
  ],
  [/^pinc(?:é|e)es?/iu, 'pinch'],
  [/^gousses?/iu, 'clove'],
  [/^(?:bottes?|bouquets?)/iu, 'bunch'],
  [/^bo(?:î|i)tes?/iu, 'tin'],
  [/^tranches?/iu, 'slice'],
  [/^poign(?:é|e)es?/iu, 'handful'],
  [/^brins?/iu, 'sprig'],
  [/^noix(?=\s+de\b)/iu, 'knob'],
  // Spanish and Italian.
  [/^(?:cucharadas?|cucchiaio|cucchiai)/iu, 'tbsp'],
  [/^(?:cucharaditas?|cucchiain[oi])/iu, 'tsp'],
  [/^(?:tazas?|tazz[ae])/iu, 'cup'],
  [/^(?:dientes?|spicchio|spicchi)/iu, 'clove'],
  [/^(?:pizcas?|pizzico)/iu, 'pinch'],
  [/^(?:latas?|scatol[ae]|lattin[ae])/iu, 'tin'],
  [/^(?:manojos?|mazzett[oi])/iu, 'bunch'],
  [/^(?:rebanadas?|fett[ae])/iu, 'slice'],
  [/^(?:ramitas?|rametti|rametto)/iu, 'sprig'],
  [/^(?:puñados?|manciat[ae])/iu, 'handful'],
  [/^bustin[ae]/iu, 'sachet'],
];

/** "One", "une", "ein", "una"…: a leading number word in the languages above, as a numeral. */
export const NUMBER_WORDS_ABROAD: Readonly<Record<string, string>> = {
  un: '1',
  une: '1',
  una: '1',
  uno: '1',
  ein: '1',
  eine: '1',
  einen: '1',
  deux: '2',
  zwei: '2',
  dos: '2',
  due: '2',
  trois: '3',
  drei: '3',
  tres: '3',
  tre: '3',
};

/** Amounts said without a number: no quantity, the words kept as a note. */
export const VAGUE_AMOUNT =
  /^(?:a\s+)?(?:little|bit(?:\s+of)?|touch(?:\s+of)?|splash|drizzle|dash|glug|squeeze|squirt|sprinkl(?:e|ing)|few\s+drops|few\s+dashes|few\s+splashes)(?:\s+of)?(?![\p{L}])/iu;

/** A unit word after a number that is no measure: "2 dashes hot sauce", "3 drops vanilla". */
export const VAGUE_UNIT =
  /^\s*(?:dash(?:es)?|drops?|splash(?:es)?|drizzles?|glugs?|squeezes?|squirts?|sprinkles?|shakes?)(?:\s+of)?(?![\p{L}])/iu;

/** A unit said with no amount at the start of a line, meaning one of it: "Pinch of saffron". */
export const LEADING_UNIT =
  /^(?:(?:small|large|big|generous|good|heaped|heaping)\s+)?(?:pinch|handful|bunch|knob|sprig)(?![\p{L}])/iu;

/** Size words between an amount and its unit that `readQuantity` does not skip ("1 heaping tbsp"). */
export const MEASURE_SIZE = /^\s*(heaping|scant|heaped|rounded|level)\s+/i;

/** How a food is readied, when it comes before the food: "finely chopped", "freshly grated", "packed". */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set(
  [
    'chopped diced minced sliced grated shredded crushed crumbled cubed halved quartered torn julienned',
    'melted softened sifted packed beaten whisked toasted peeled deveined pitted stoned seeded deseeded',
    'cored trimmed rinsed drained washed mashed squeezed zested juiced cut snipped picked shelled',
    'slivered flaked blanched ripped segmented hulled',
  ]
    .join(' ')
    .split(' '),
);

/** Adverbs that go with a preparation word: "finely chopped", "lightly beaten". */
export const PREPARATION_ADVERBS: ReadonlySet<string> = new Set(
  'finely roughly coarsely thinly thickly freshly lightly firmly loosely well very'.split(' '),
);

/**
 * Words that describe a food without changing which food it is, dropped from the front of a name (only
 * when the whole name is not in the catalog) to find it: "3 extra-large eggs", "cold unsalted butter".
 * In `normaliseName` form, longest first. Words that do change the food (dried, frozen, smoked, cooked,
 * ground, baby, light, sweet) are never dropped.
 */
export const DESCRIPTIONS: readonly string[] = [
  [
    'extra large|medium sized|medium size|large sized|small sized|free range|bone in|skin on|extra lean',
    'low sodium|reduced sodium|no salt added|room temperature|store bought|shop bought|home made|very ripe',
    'thick cut|thin cut|center cut|centre cut|non stick|good quality|high quality|best quality',
    'semi sweet|whole milk|part skim|full fat|low fat|reduced fat|fat free|fire roasted',
  ]
    .join('|')
    .split('|'),
  [
    'large medium small jumbo big fresh ripe overripe quality organic boneless skinless raw uncooked whole',
    'plain lean unsweetened unsalted salted hot cold warm lukewarm boiling chilled cool nonstick homemade',
    'thick thin firm young canned tinned nonfat floury waxy unflavored unflavoured',
  ]
    .join(' ')
    .split(' '),
]
  .flat()
  .sort((a, b) => b.length - a.length);

/** A last word naming a part of the food, dropped to find it: "cilantro leaves", "lemon zest". */
export const PART_WORDS: ReadonlySet<string> = new Set(
  [
    'leaves leaf sprigs sprig florets floret stalks stalk stems stem ribs rib pods pod fillets fillet zest rind',
    'peel wedges wedge slices slice cheese',
  ]
    .join(' ')
    .split(' '),
);

/** What a food is for, said after it without a comma: "oil for frying", "salt to taste". */
export const USE_PHRASE =
  /\s+((?:or\s+|plus\s+(?:more|extra)\s+)?(?:to\s+taste|to\s+serve|to\s+garnish|to\s+decorate|as\s+needed|as\s+required|if\s+needed|optional|divided|at\s+room\s+temperature|room\s+temperature|for\s+(?:frying|deep[\s-]frying|shallow[\s-]frying|greasing|dusting|brushing|drizzling|sprinkling|serving|garnish(?:ing)?|decoration|decorating|topping|rolling|coating|cooking|kneading|the\s+(?:pan|tin|tray|dish|grill|griddle|work\s+surface))|plus\s+(?:more|extra)\b).*)$/i;

/** Notes that make an ingredient nice to have rather than needed. */
export const OPTIONAL_NOTE =
  /\b(?:optional|to\s+serve|for\s+serving|to\s+garnish|for\s+garnish(?:ing)?|to\s+decorate|for\s+decorat(?:ion|ing))\b/i;
