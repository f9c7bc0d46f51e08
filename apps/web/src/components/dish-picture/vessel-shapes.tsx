import type { Vessel } from '@larder/kitchen/pictures';
import type { ReactNode } from 'react';

/** What is drawn behind the food (a plate, a tray, the inside of a bowl), in Larder's colours. */
export function VesselBack({ vessel, liquid }: { vessel: Vessel; liquid: string }): ReactNode {
  switch (vessel) {
    case 'plate':
      return (
        <>
          <ellipse cx="50" cy="62" rx="46" ry="30" className="fill-black/10" />
          <ellipse cx="50" cy="58" rx="46" ry="30" className="fill-white dark:fill-[#2d352f]" />
          <ellipse cx="50" cy="58" rx="33" ry="21" className="fill-[#f3eee2] dark:fill-[#222a24]" />
        </>
      );
    case 'bowl':
      return <ellipse cx="50" cy="50" rx="42" ry="13" className="fill-[#f1dfb3] dark:fill-[#4a3f29]" />;
    case 'pan':
      return (
        <>
          <rect x="74" y="52" width="26" height="9" rx="4" className="fill-[#7a5a3e]" />
          <ellipse cx="44" cy="58" rx="40" ry="30" className="fill-[#44494a] dark:fill-[#596062]" />
          <ellipse cx="44" cy="56" rx="34" ry="25" className="fill-[#2c3031] dark:fill-[#3a3f40]" />
        </>
      );
    case 'tray':
      return (
        <>
          <rect x="4" y="28" width="92" height="58" rx="8" className="fill-tomato-600" />
          <rect x="9" y="32" width="82" height="50" rx="5" className="fill-[#f6ead0] dark:fill-[#3d3628]" />
        </>
      );
    case 'glass':
      return (
        <>
          <path d="M30 18 L70 18 L64 92 L36 92 Z" className="fill-white/70 dark:fill-white/15" />
          <path d="M32 36 L68 36 L64 92 L36 92 Z" style={{ fill: liquid }} />
        </>
      );
  }
}

/** What is drawn in front of the food: a bowl's side, a glass's outline. */
export function VesselFront({ vessel }: { vessel: Vessel }): ReactNode {
  if (vessel === 'bowl') {
    return (
      <>
        <path
          d="M6 50 C8 80 26 92 50 92 C74 92 92 80 94 50 C88 58 70 63 50 63 C30 63 12 58 6 50 Z"
          className="fill-herb-600 dark:fill-herb-500"
        />
        <path d="M20 72 C30 80 70 80 80 72" className="fill-none stroke-herb-300 stroke-2" />
      </>
    );
  }
  if (vessel === 'glass') {
    return <path d="M30 18 L70 18 L64 92 L36 92 Z" className="fill-none stroke-[#8fa89a] stroke-2" />;
  }
  return null;
}
