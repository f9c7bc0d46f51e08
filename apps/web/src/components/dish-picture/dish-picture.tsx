import type { DishPicture as Picture } from '@larder/kitchen/pictures';
import { useEffect, useState } from 'react';
import type { RecipeDto } from '../../lib/recipe-types.ts';
import { useOnline } from './use-online.ts';

type Illustration = typeof import('./dish-illustration.tsx').DishIllustration;
let loaded: Illustration | undefined;
let loading: Promise<Illustration> | undefined;

/** The drawing and its data load only when a picture is first shown (decision 043). */
function loadIllustration(): Promise<Illustration> {
  loading ??= import('./dish-illustration.tsx').then(
    (module) => {
      loaded = module.DishIllustration;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The illustration once its code is here (offline, from the service worker's precache). Offline with
 * nothing cached (no service worker yet) the frame stays empty, never an error screen, and the code is
 * asked for again when the device is back online.
 */
function useIllustration(online: boolean): Illustration | undefined {
  const [illustration, setIllustration] = useState(() => loaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: coming back online is what asks again
  useEffect(() => {
    if (illustration) return;
    let shown = true;
    loadIllustration().then(
      (component) => {
        if (shown) setIllustration(() => component);
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [illustration, online]);
  return illustration;
}

/**
 * What a picture is drawn from: a recipe, or where a screen has no ingredients (a plan's meal) the
 * picture the server read from them.
 */
export type PictureRecipe = Pick<RecipeDto, 'id' | 'title'> &
  Partial<Pick<RecipeDto, 'ingredients' | 'steps' | 'photo' | 'image'>> & { picture?: Picture | undefined };

type Props = {
  recipe: PictureRecipe;
  /** The frame's size and corners; the picture fills it. */
  className: string;
  /** True where the recipe's title is beside it, so a screen reader does not hear the dish twice. */
  decorative?: boolean;
};

/**
 * A recipe's picture, the best one there is: the cook's own photo, else the imported recipe's picture
 * from its source (online only), else an illustration drawn from what is in it. A photo that fails to
 * load gives way to the next.
 */
export function DishPicture({ recipe, className, decorative = false }: Props) {
  const online = useOnline();
  const DishIllustration = useIllustration(online);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const photos = [
    recipe.photo ? { src: recipe.photo, alt: `${recipe.title}, as you made it` } : null,
    recipe.image && online ? { src: recipe.image, alt: `${recipe.title}, as its source shows it` } : null,
  ].filter((photo) => photo !== null && !failed.includes(photo.src));
  const photo = photos[0];
  const frame = `overflow-hidden bg-brand-soft ${className}`;
  if (photo) {
    return (
      <img
        key={photo.src}
        src={photo.src}
        alt={decorative ? '' : photo.alt}
        referrerPolicy="no-referrer"
        className={`object-cover ${frame}`}
        onError={() => setFailed((before) => [...before, photo.src])}
      />
    );
  }
  return (
    <div className={frame}>
      {DishIllustration ? <DishIllustration recipe={recipe} decorative={decorative} /> : null}
    </div>
  );
}
