import type { Archetype } from './archetype.ts';
import { bakedFish } from './dishes/baked-fish.ts';
import { braise } from './dishes/braise.ts';
import { burger } from './dishes/burger.ts';
import { curry } from './dishes/curry.ts';
import { friedRice } from './dishes/fried-rice.ts';
import { frittata } from './dishes/frittata.ts';
import { grainBowl } from './dishes/grain-bowl.ts';
import { hash } from './dishes/hash.ts';
import { meatballs } from './dishes/meatballs.ts';
import { mincePie } from './dishes/mince-pie.ts';
import { noodleSoup } from './dishes/noodle-soup.ts';
import { omelette } from './dishes/omelette.ts';
import { onToast } from './dishes/on-toast.ts';
import { panFry } from './dishes/pan-fry.ts';
import { pasta } from './dishes/pasta.ts';
import { pilaf } from './dishes/pilaf.ts';
import { porridge } from './dishes/porridge.ts';
import { roast } from './dishes/roast.ts';
import { roll } from './dishes/roll.ts';
import { salad } from './dishes/salad.ts';
import { shakshuka } from './dishes/shakshuka.ts';
import { musselPot, seafoodPan } from './dishes/shellfish-pot.ts';
import { soup } from './dishes/soup.ts';
import { steamedFish } from './dishes/steamed-fish.ts';
import { stirFry } from './dishes/stir-fry.ts';
import { trayBake } from './dishes/tray-bake.ts';
import { wrap } from './dishes/wrap.ts';

/** Every dish the generator can compose: the one place the archetype files are gathered. */
export const ARCHETYPES: readonly Archetype[] = [
  stirFry,
  friedRice,
  noodleSoup,
  frittata,
  omelette,
  shakshuka,
  hash,
  soup,
  curry,
  pasta,
  trayBake,
  panFry,
  salad,
  grainBowl,
  wrap,
  porridge,
  onToast,
  bakedFish,
  steamedFish,
  musselPot,
  seafoodPan,
  braise,
  roast,
  mincePie,
  meatballs,
  burger,
  roll,
  pilaf,
];
