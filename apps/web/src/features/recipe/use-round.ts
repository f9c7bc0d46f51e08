import { useEffect, useState } from 'react';
import { type Round, roughRound } from './scale.ts';

let loaded: Round | null = null;

/**
 * The kitchen's rounding (eggs whole, onions in halves), loaded once `wanted` (the cook asked for another
 * number of servings; at the recipe's own, nothing is rounded); rough until it arrives. It brings the
 * ingredient catalog along, which a phone takes a few hundred milliseconds to read: not on the way to
 * the recipe's first paint.
 */
export function useRound(wanted: boolean): Round {
  const [round, setRound] = useState<Round>(() => loaded ?? roughRound);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    import('./kitchen-round.ts').then(
      ({ roundQuantity, isPantryUnit }) => {
        const kitchen: Round = (quantity, unit, id) =>
          unit === null || isPantryUnit(unit)
            ? roundQuantity(quantity, unit, id)
            : roughRound(quantity, unit, id);
        loaded = kitchen;
        if (live) setRound(() => kitchen);
      },
      () => undefined, // Offline before it was ever loaded: rough rounding is still right enough.
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return round;
}
