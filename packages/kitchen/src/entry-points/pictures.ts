/** `@larder/kitchen/pictures`: what a dish's picture shows, read from the recipe (loaded with the picture). */
export {
  type DishPicture,
  dishPicture,
  MAX_PICTURE_FOODS,
  type PictureFood,
  type PictureRecipe,
} from '../dish-picture/dish-picture.ts';
export { EMOJI, type EmojiName } from '../dish-picture/food-emoji.ts';
export { dishVessel, VESSELS, type Vessel } from '../dish-picture/vessel.ts';
