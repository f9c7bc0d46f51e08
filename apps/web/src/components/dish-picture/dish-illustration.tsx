import { dishPicture, type EmojiName, type Vessel } from '@larder/kitchen/pictures';
import { createElement } from 'react';
import { DISH_EMOJI } from './dish-emoji.gen.ts';
import type { PictureRecipe } from './dish-picture.tsx';
import { placeFoods, seedOf } from './food-layout.ts';
import { VesselBack, VesselFront } from './vessel-shapes.tsx';

/** A drink's colour, from its first fruit; a milky cream otherwise. */
const LIQUID: Partial<Record<EmojiName, string>> = {
  banana: '#f3dc86',
  strawberry: '#f0a0b4',
  blueberries: '#9b7fc4',
  mango: '#f7b550',
  orange: '#f6a745',
  peach: '#f7c7a1',
  kiwi: '#b5d67a',
  'leafy-green': '#a9d483',
  coffee: '#9a6b4b',
};
const CREAM = '#f4ecdc';

/** The part of the 100 by 100 drawing each vessel and its food take up, so it fills its frame. */
const VIEW: Record<Vessel, string> = {
  plate: '0 24 100 70',
  bowl: '0 18 100 76',
  pan: '0 24 100 66',
  tray: '0 24 100 64',
  glass: '0 4 100 90',
};

function Emoji({
  name,
  x,
  y,
  size,
  turn,
}: {
  name: EmojiName;
  x: number;
  y: number;
  size: number;
  turn: number;
}) {
  const scale = size / 36;
  return (
    <g transform={`rotate(${turn} ${x} ${y}) translate(${x - size / 2} ${y - size / 2}) scale(${scale})`}>
      {DISH_EMOJI[name].map(([tag, attributes], index) =>
        // An emoji's shapes are fixed and never reorder: their place is their key.
        createElement(tag, { key: `${tag}-${index}`, ...attributes }),
      )}
    </g>
  );
}

/**
 * The dish drawn from what is in it: its vessel in Larder's colours with its main foods in or on it,
 * laid out the same way every time for one recipe. Named for screen readers unless `decorative`.
 */
export function DishIllustration({ recipe, decorative }: { recipe: PictureRecipe; decorative: boolean }) {
  const picture =
    recipe.picture ??
    dishPicture({ title: recipe.title, ingredients: recipe.ingredients ?? [], steps: recipe.steps ?? [] });
  const places = placeFoods(picture.vessel, picture.foods.length, seedOf(recipe.id));
  const first = picture.foods[0]?.emoji;
  const liquid = (first && LIQUID[first]) ?? CREAM;
  const drawing = (
    <>
      <VesselBack vessel={picture.vessel} liquid={liquid} />
      {picture.foods.map((food, index) => {
        const place = places[index];
        return place ? <Emoji key={food.emoji} name={food.emoji} {...place} /> : null;
      })}
      <VesselFront vessel={picture.vessel} />
    </>
  );
  return decorative ? (
    <svg viewBox={VIEW[picture.vessel]} className="size-full" data-vessel={picture.vessel} aria-hidden="true">
      {drawing}
    </svg>
  ) : (
    <svg
      viewBox={VIEW[picture.vessel]}
      className="size-full"
      data-vessel={picture.vessel}
      role="img"
      aria-label={picture.label}
    >
      {drawing}
    </svg>
  );
}
