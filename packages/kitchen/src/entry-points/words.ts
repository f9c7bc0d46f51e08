/** `@larder/kitchen/words`: amounts and food names as a cook reads them, the same on the server and every screen. */
export { formatAmount, fractionText, isCounted } from '../amount-format.ts';
export { amountAndName, amountWords, countedName } from '../amount-words.ts';
export { nameForCount, pluralName, singularName } from '../food-count.ts';
export { countedFood, isItsOwnPiece } from '../food-words.ts';
export { lineAmountAndName, lineWords } from '../line-name.ts';
