import type { CorpusLine } from './corpus-line.ts';

/**
 * Leftovers and cooked food as a cook notes them, read on Tuesday 24 November 2026 in en-GB. Said without
 * an amount, a leftover is two portions (leftovers.ts: 150 g of rice, 180 g of pasta, 120 g of chicken,
 * 150 g of potatoes, 200 g of bolognese, 300 g of lasagne a portion); a tray of lasagne is six portions.
 */
export const LEFTOVER_LINES: readonly CorpusLine[] = [
  ['leftover rice', 'microwave-rice', 300, 'g'],
  ['leftover roast chicken', 'cooked-chicken', 240, 'g'],
  ['cooked pasta', 'cooked-pasta', 360, 'g'],
  ['half a tray of lasagne', 'lasagne', 900, 'g'],
  ['leftover bolognese', 'bolognese-sauce', 400, 'g'],
  ['roast potatoes', 'cooked-potatoes', 300, 'g'],
  ['300g leftover rice', 'microwave-rice', 300, 'g'],
  ['200g cooked chicken', 'cooked-chicken', 200, 'g'],
  ['leftover chicken use by thursday', 'cooked-chicken', 240, 'g', { expiresOn: '2026-11-26' }],
  ['cooked rice from sunday', 'microwave-rice', 300, 'g', { boughtOn: '2026-11-22' }],
  ['leftover spaghetti', 'cooked-pasta', 360, 'g'],
  ['mashed potato', 'cooked-potatoes', 300, 'g'],
  ['leftover mash', 'cooked-potatoes', 300, 'g'],
  ['boiled potatoes', 'cooked-potatoes', 300, 'g'],
  ['shredded chicken', 'cooked-chicken', 240, 'g'],
  ['rotisserie chicken', 'cooked-chicken', 240, 'g'],
  ['leftover chilli con carne', 'chilli-con-carne', 500, 'g'],
  ['lasagne, goes off tomorrow', 'lasagne', 600, 'g', { expiresOn: '2026-11-25' }],
  ['a tray of lasagne', 'lasagne', 1800, 'g'],
  ['leftover roast beef', 'cooked-beef', 240, 'g'],
  ['2 portions of leftover rice', 'microwave-rice', 300, 'g'],
  ['a bowl of leftover pasta', 'cooked-pasta', 360, 'g'],
  ['a pouch of microwave rice', 'microwave-rice', 250, 'g'],
  ['500g leftover bolognese', 'bolognese-sauce', 500, 'g'],
  ['shop-bought hummus', 'hummus', null, null],
  ['homemade hummus', 'hummus', null, null],
  ['home made bolognese', 'bolognese-sauce', 400, 'g'],
  ['leftover roast potatoes use today', 'cooked-potatoes', 300, 'g', { expiresOn: '2026-11-24' }],
];
