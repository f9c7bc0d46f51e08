/**
 * `@larder/kitchen/picture-kinds`: the vessels and food emoji a dish picture can show, without the rule
 * (and the catalog it reads), for the API schema of a picture worked out on the server.
 */
export { EMOJI, type EmojiName } from '../dish-picture/food-emoji.ts';
export { VESSELS, type Vessel } from '../dish-picture/vessel.ts';
